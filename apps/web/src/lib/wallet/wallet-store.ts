import { useSyncExternalStore } from 'react';
import { getEnv } from '../env.ts';

type WalletStatus = 'disconnected' | 'connecting' | 'connected';

export type WalletConnector = { id: string; name: string; icon?: string };

export type WalletState = {
  status: WalletStatus;
  address?: `0x${string}`;
  /** The connected wallet's chain; undefined until connected (useWallet falls back to env). */
  chainId?: number;
  connectors: WalletConnector[];
  /** False until the wallet code has loaded and run discovery, so "no wallet found" is not shown early. */
  ready: boolean;
};

const initialState: WalletState = { status: 'disconnected', connectors: [], ready: false };

let state: WalletState = initialState;
const listeners = new Set<() => void>();

/**
 * A tiny store outside React: wallet code (wagmi, viem) loads after first paint and pushes into
 * it, while the navbar reads it without any provider waiting on that code.
 */
export function setWalletState(patch: Partial<WalletState>): void {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

export function getWalletState(): WalletState {
  return state;
}

function subscribeWallet(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** For tests: back to the state of a fresh page. */
export function resetWalletState(): void {
  setWalletState(initialState);
}

export type Wallet = Omit<WalletState, 'chainId'> & { chainId: number };

export function useWallet(): Wallet {
  const snapshot = useSyncExternalStore(subscribeWallet, getWalletState, getWalletState);
  // Spec 9: the chain comes from the connected wallet, else the configured one.
  return { ...snapshot, chainId: snapshot.chainId ?? getEnv().chainId };
}
