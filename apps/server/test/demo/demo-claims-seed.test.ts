import { GuardianCoinAbi, GuardianCoinClaimAbi } from '@guardians/contracts';
import { type AnvilHandle, findFreePort, startAnvil } from '@guardians/contracts/anvil';
import { mnemonicToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChainClient } from '../../src/chain/chain-client.ts';
import { ANVIL_MNEMONIC } from '../../src/chain/dev-keys.ts';
import { seedDemoClaims } from '../../src/demo/demo-claims-seed.ts';
import { balanceOf } from '../../src/services/points/points-ledger.ts';
import { deployCoinClaim } from '../../src/services/swaps/swap-deploy.ts';
import { swapLeaderboard } from '../../src/services/swaps/swap-leaderboard.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { testChain } from '../helpers/trading-fixtures.ts';

// The demo traders are anvil #0, #4 and #8: on the run's shared anvil other files send from them.
let anvil: AnvilHandle;
let t: TestApp;
let chain: ChainClient;
let claimContract: `0x${string}`;

beforeAll(async () => {
  anvil = await startAnvil({ port: await findFreePort(), silent: true });
  t = await createTestApp({ rpcUrl: anvil.rpcUrl });
  chain = testChain(anvil.rpcUrl);
  const deployed = await deployCoinClaim(t.db, chain, t.config);
  if (!deployed) throw new Error('no coin claim deployed');
  claimContract = deployed.address;
});
afterAll(async () => {
  await t?.close();
  await anvil?.stop();
});

const trader = (addressIndex: number) =>
  mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex }).address.toLowerCase() as `0x${string}`;

describe('seedDemoClaims', () => {
  it('claims through vouchers on chain, so the swap leaderboard, the ledger and the coin agree', async () => {
    expect(await seedDemoClaims(t.db, chain, t.config)).toEqual({ claims: 4 });

    const board = await swapLeaderboard(t.db, chain.chainId, { offset: 0, limit: 25 });
    expect(board.map((e) => [e.account, e.totalClaimed, e.claimsCount, e.rank])).toEqual([
      [trader(4), 225.5, 2, 1],
      [trader(8), 120, 1, 2],
      [trader(0), 40, 1, 3],
    ]);
    expect(await balanceOf(t.db, trader(4))).toBe(420 - 225.5);

    const coin = await chain.public.readContract({
      address: claimContract,
      abi: GuardianCoinClaimAbi,
      functionName: 'coin',
    });
    const held = await chain.public.readContract({
      address: coin,
      abi: GuardianCoinAbi,
      functionName: 'balanceOf',
      args: [trader(4)],
    });
    expect(held).toBe(2255n * 10n ** 17n);
  });
});
