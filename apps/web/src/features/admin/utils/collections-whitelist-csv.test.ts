import { describe, expect, it } from 'vitest';
import { readWhitelistCsv } from './collections-whitelist-csv.ts';

const A = '0x00000000000000000000000000000000000000A1';
const B = '0x00000000000000000000000000000000000000b2';

describe('readWhitelistCsv', () => {
  it('reads one address per line, skipping blank lines, in lower case', () => {
    expect(readWhitelistCsv(`${A}\n\n  ${B}  \n`)).toEqual({
      accounts: [A.toLowerCase(), B],
      bad: [],
      duplicates: 0,
      header: false,
    });
  });

  it('takes the first column of a CSV with a header, quotes and Windows line ends', () => {
    const file = readWhitelistCsv(`\uFEFFaddress,note\r\n"${A}",team\r\n${B};friend\r\n`);
    expect(file.header).toBe(true);
    expect(file.accounts).toEqual([A.toLowerCase(), B]);
  });

  it('reports every line that is not an address with its line number', () => {
    const file = readWhitelistCsv(`wallet\n${A}\n0x123\n\nkoi.eth,vip\n`);
    expect(file.bad).toEqual([
      { line: 3, text: '0x123' },
      { line: 5, text: 'koi.eth,vip' },
    ]);
    expect(file.accounts).toEqual([A.toLowerCase()]);
  });

  it('does not take a mistyped first address for a header', () => {
    const file = readWhitelistCsv(`0xnot-an-address\n${A}\n`);
    expect(file.header).toBe(false);
    expect(file.bad).toEqual([{ line: 1, text: '0xnot-an-address' }]);
  });

  it('keeps an address listed twice once, in any case, and counts the repeat', () => {
    const file = readWhitelistCsv(`${A}\n${A.toLowerCase()}\n`);
    expect(file.accounts).toEqual([A.toLowerCase()]);
    expect(file.duplicates).toBe(1);
  });
});
