import { GuardianCoinAbi, GuardianCoinClaimAbi } from '@guardians/contracts';
import { type AnvilHandle, findFreePort, startAnvil } from '@guardians/contracts/anvil';
import { CLAIM_VOUCHER_TTL_SECONDS, type ClaimVoucher } from '@guardians/shared';
import { and, eq } from 'drizzle-orm';
import { createTestClient, createWalletClient, http } from 'viem';
import type { HDAccount } from 'viem/accounts';
import { expect } from 'vitest';
import type { ChainClient } from '../../src/chain/chain-client.ts';
import { pointsLedger } from '../../src/db/schema/index.ts';
import { appendLedger } from '../../src/services/points/points-ledger.ts';
import { deployCoinClaim } from '../../src/services/swaps/swap-deploy.ts';
import type { TestApp } from './test-app.ts';
import { fundedAccount, signInAs, testChain } from './trading-fixtures.ts';

export type Wallet = { account: HDAccount; cookie: string; address: `0x${string}` };

/** A fresh anvil for one test file: swap tests move chain time or fund fixed accounts. */
export async function startOwnAnvil(): Promise<AnvilHandle> {
  return startAnvil({ port: await findFreePort(), silent: true });
}

/** Deploys the coin claim contract on the test app's chain, as the server does at start. */
export async function deploySwapClaim(t: TestApp, rpcUrl: string) {
  const chain = testChain(rpcUrl);
  const deployer = await fundedAccount(92, rpcUrl);
  const deployed = await deployCoinClaim(t.db, chain, t.config, { account: deployer });
  if (!deployed) throw new Error('no coin claim deployed');
  const claimContract = deployed.address;
  const coin = (
    await chain.public.readContract({
      address: claimContract,
      abi: GuardianCoinClaimAbi,
      functionName: 'coin',
    })
  ).toLowerCase() as `0x${string}`;
  return { chain, claimContract, coin };
}

export interface SwapSite {
  anvil: AnvilHandle;
  t: TestApp;
  chain: ChainClient;
  coin: `0x${string}`;
}

/** Request and chain helpers over a swap site; `site` is read at call time, after beforeAll set it. */
export function swapActions(site: () => SwapSite) {
  async function wallet(index: number): Promise<Wallet> {
    const { anvil, t } = site();
    const account = await fundedAccount(index, anvil.rpcUrl);
    const { cookie } = await signInAs(t.app, account);
    return { account, cookie, address: account.address.toLowerCase() as `0x${string}` };
  }

  const credit = (w: Wallet, amount: number) =>
    appendLedger(site().t.db, { account: w.address, amount, reason: 'adjustment', note: 'test credit' });

  const signature = (query: Record<string, string | number>, cookie?: string) =>
    site().t.app.inject({
      method: 'GET',
      url: `/api/swaps/claim/signature?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`,
      headers: cookie ? { cookie } : {},
    });
  const voucherFor = async (w: Wallet, amount: string): Promise<ClaimVoucher> => {
    const res = await signature({ chainId: 31337, amount, id: 1 }, w.cookie);
    if (res.statusCode !== 200) throw new Error(`signature: ${res.statusCode} ${res.body}`);
    return res.json().data;
  };
  const verify = (id: string, cookie?: string, txHash?: string) =>
    site().t.app.inject({
      method: 'GET',
      url: `/api/swaps/claim/verify?id=${id}${txHash ? `&txHash=${txHash}` : ''}`,
      headers: cookie ? { cookie } : {},
    });

  async function claimOnChain(w: Wallet, v: ClaimVoucher) {
    const { anvil, chain } = site();
    const client = createWalletClient({ account: w.account, transport: http(anvil.rpcUrl) });
    const hash = await client.writeContract({
      chain: null,
      address: v.claimContract,
      abi: GuardianCoinClaimAbi,
      functionName: 'claim',
      args: [v.signature as `0x${string}`, BigInt(v.id), BigInt(v.amountWei), BigInt(v.deadline)],
    });
    const receipt = await chain.public.waitForTransactionReceipt({ hash, pollingInterval: 20 });
    expect(receipt.status).toBe('success');
    return receipt;
  }

  /** Moves chain time past every voucher issued so far and mines a block there. */
  async function passDeadlines() {
    const test = createTestClient({ mode: 'anvil', transport: http(site().anvil.rpcUrl) });
    await test.increaseTime({ seconds: CLAIM_VOUCHER_TTL_SECONDS + 60 });
    await test.mine({ blocks: 1 });
  }

  const coinBalance = (w: Wallet) =>
    site().chain.public.readContract({
      address: site().coin,
      abi: GuardianCoinAbi,
      functionName: 'balanceOf',
      args: [w.address],
    });

  const ledgerRows = (w: Wallet, reason: 'claim' | 'claim_refund', reference: string) =>
    site()
      .t.db.select()
      .from(pointsLedger)
      .where(
        and(
          eq(pointsLedger.account, w.address),
          eq(pointsLedger.reason, reason),
          eq(pointsLedger.reference, reference),
        ),
      );

  return {
    wallet,
    credit,
    signature,
    voucherFor,
    verify,
    claimOnChain,
    passDeadlines,
    coinBalance,
    ledgerRows,
  };
}
