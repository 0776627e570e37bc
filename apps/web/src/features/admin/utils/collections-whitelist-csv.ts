import { isAddress } from '@guardians/shared/common';

/** The server's limit on one list (WhitelistBodySchema). */
export const WHITELIST_MAX = 10_000;

type BadLine = { line: number; text: string };

export type WhitelistFile = {
  /** Valid addresses, lower case, each once, in the file's order. */
  accounts: string[];
  /** Lines whose first column is not an address, numbered from 1 as an editor shows them. */
  bad: BadLine[];
  /** Addresses listed more than once (kept once). */
  duplicates: number;
  /** The first line was a header ("address", "wallet"...) and was skipped. */
  header: boolean;
};

const SHOWN_TEXT_MAX = 80;

/** A line's first column: comma, semicolon or tab separated, quotes and spaces trimmed. */
function firstColumn(line: string): string {
  const cell = line.split(/[,;\t]/, 1)[0] ?? '';
  return cell
    .trim()
    .replace(/^["']+|["']+$/g, '')
    .trim();
}

/**
 * Reads a CSV (or plain list) of addresses: one per line, or in the first column. Blank lines are
 * skipped, and so is a first line that is a header; a header is text that does not even start like an
 * address, so a mistyped first address is reported rather than taken for one.
 */
export function readWhitelistCsv(text: string): WhitelistFile {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const seen = new Set<string>();
  const result: WhitelistFile = { accounts: [], bad: [], duplicates: 0, header: false };
  let first = true;
  for (const [index, line] of lines.entries()) {
    if (line.trim() === '') continue;
    const cell = firstColumn(line);
    if (first) {
      first = false;
      if (!/^0x/i.test(cell)) {
        result.header = true;
        continue;
      }
    }
    if (!isAddress(cell)) {
      result.bad.push({ line: index + 1, text: line.trim().slice(0, SHOWN_TEXT_MAX) });
      continue;
    }
    const account = cell.toLowerCase();
    if (seen.has(account)) result.duplicates += 1;
    else {
      seen.add(account);
      result.accounts.push(account);
    }
  }
  return result;
}
