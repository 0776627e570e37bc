import type { AnvilHandle } from '@guardians/contracts/anvil';
import type { LiveEvent } from '@guardians/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChainClient } from '../../src/chain/chain-client.ts';
import { deployCoinClaim } from '../../src/services/swaps/swap-deploy.ts';
import { startOwnAnvil, swapActions, type Wallet } from '../helpers/swap-fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { fundedAccount, testChain } from '../helpers/trading-fixtures.ts';

// Coin claims on an anvil of this file's own; mnemonic indexes 150-152 are this file's.
let anvil: AnvilHandle;
let t: TestApp;
let claimer: Wallet;
let chain: ChainClient;
const { wallet, credit, signature, voucherFor, verify, claimOnChain } = swapActions(() => ({
  anvil,
  t,
  chain,
  coin: '0x0000000000000000000000000000000000000000',
}));

async function published(action: () => Promise<unknown>): Promise<LiveEvent[]> {
  const heard: LiveEvent[] = [];
  const stop = t.app.live.subscribe((event) => heard.push(event));
  try {
    await action();
  } finally {
    stop();
  }
  return heard;
}

beforeAll(async () => {
  anvil = await startOwnAnvil();
  t = await createTestApp({ rpcUrl: anvil.rpcUrl });
  chain = testChain(anvil.rpcUrl);
  const deployed = await deployCoinClaim(t.db, chain, t.config, {
    account: await fundedAccount(152, anvil.rpcUrl),
  });
  if (!deployed) throw new Error('no coin claim deployed');
  claimer = await wallet(150);
  await credit(claimer, 100);
});

afterAll(async () => {
  await t?.close();
  await anvil?.stop();
});

describe('coin claims', () => {
  it("issuing a voucher announces the claim and the leaderboard for the claimer's account", async () => {
    const events = await published(() => voucherFor(claimer, '10'));
    const expected: LiveEvent[] = [
      { type: 'claim', account: claimer.address },
      { type: 'leaderboard', account: claimer.address },
    ];
    expect(events).toEqual(expected);
  });

  it('confirming a claim made on chain announces it again; a voucher still waiting does not', async () => {
    const voucher = await voucherFor(claimer, '5');
    const waiting = await published(async () =>
      expect((await verify(voucher.id, claimer.cookie)).statusCode).toBe(409),
    );
    expect(waiting).toEqual([]);
    await claimOnChain(claimer, voucher);
    const confirmed = await published(async () => {
      const res = await verify(voucher.id, claimer.cookie);
      expect(res.json().data.status).toBe('claimed');
    });
    expect(confirmed).toEqual([
      { type: 'claim', account: claimer.address },
      { type: 'leaderboard', account: claimer.address },
    ]);
  });

  it('a voucher refused for want of coins announces nothing', async () => {
    const poor = await wallet(151);
    const events = await published(async () => {
      const res = await signature({ chainId: 31337, amount: '10', id: 1 }, poor.cookie);
      expect(res.statusCode).toBe(409);
    });
    expect(events).toEqual([]);
  });
});
