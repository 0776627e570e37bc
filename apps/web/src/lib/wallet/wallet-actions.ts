import { getEnv } from '../env.ts';
import type { ContractCall, TransactionOutcome, WalletCore } from './wallet-core.ts';
import { hasWalletSession } from './wallet-session.ts';
import { setWalletState } from './wallet-store.ts';

let core: Promise<WalletCore> | undefined;

/** Loads wagmi + viem in their own chunks; every caller shares the one instance. */
export function loadWalletCore(): Promise<WalletCore> {
  core ??= import('./wallet-core.ts')
    .then((module) => module.createWalletCore(getEnv(), setWalletState))
    .catch((error: unknown) => {
      core = undefined; // a failed chunk load (offline, new deploy) can be retried on the next click
      throw error;
    });
  return core;
}

/** For hover/focus on Connect: start fetching before the click lands. */
export function prefetchWalletCore(): void {
  loadWalletCore().catch((error: unknown) => console.warn('Wallet code failed to load', error));
}

/**
 * A returning visitor with a connected wallet gets it restored once the page has painted and gone
 * idle. A first-time visitor has nothing to restore, so the wallet code (about 40 kB gzip and a
 * key derivation for the burner) waits until they reach for Connect.
 */
export function scheduleWalletLoad(): void {
  if (!hasWalletSession()) return;
  if ('requestIdleCallback' in window) window.requestIdleCallback(prefetchWalletCore, { timeout: 3000 });
  else setTimeout(prefetchWalletCore, 1500);
}

export async function connectWallet(connectorId: string): Promise<void> {
  await (await loadWalletCore()).connect(connectorId);
}

export async function disconnectWallet(): Promise<void> {
  await (await loadWalletCore()).disconnect();
}

export async function signWalletMessage(message: string): Promise<`0x${string}`> {
  return (await loadWalletCore()).signMessage(message);
}

export type { ContractCall, TransactionOutcome };

export async function signWalletTypedData(
  data: Parameters<WalletCore['signTypedData']>[0],
): Promise<`0x${string}`> {
  return (await loadWalletCore()).signTypedData(data);
}

export async function simulateContractCall(call: ContractCall): Promise<void> {
  await (await loadWalletCore()).simulate(call);
}

export async function sendContractCall(call: ContractCall): Promise<`0x${string}`> {
  return (await loadWalletCore()).send(call);
}

export async function waitForTransaction(hash: `0x${string}`): Promise<TransactionOutcome> {
  return (await loadWalletCore()).waitForReceipt(hash);
}

export async function readContractCall(call: Omit<ContractCall, 'value'>): Promise<unknown> {
  return (await loadWalletCore()).read(call);
}

export async function readEtherBalance(address: `0x${string}`): Promise<bigint> {
  return (await loadWalletCore()).etherBalance(address);
}
