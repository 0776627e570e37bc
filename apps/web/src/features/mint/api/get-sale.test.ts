import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setEnv } from '../../../lib/env.ts';
import { createEnv } from '../../../test/fixtures.ts';
import { getSale } from './get-sale.ts';

const sale = {
  stage: 2,
  stageName: 'presale',
  active: true,
  price: '0.01',
  priceWei: '10000000000000000',
  maxPerWallet: 0,
  totalSupply: 1200,
  maxSupply: 1300,
  soldOut: false,
  whitelist: { size: 3, root: '0xff', onChainRoot: '0xff', upToDate: true },
};

beforeEach(() => setEnv(createEnv({ apiUrl: '' })));
afterEach(() => vi.unstubAllGlobals());

describe('getSale', () => {
  it('asks for the wallet and reads the sale out of the data field', async () => {
    const fetchMock = vi.fn(async () => Response.json({ data: sale }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await getSale('guardians', '0xAbC')).toEqual(sale);
    expect(String(fetchMock.mock.calls[0]?.[0 as never])).toMatch(
      /\/api\/collections\/guardians\/sale\?account=0xAbC$/,
    );
  });
});
