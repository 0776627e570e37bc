import type { EnvSettings } from '@guardians/shared/site-config';
import {
  type Connector,
  connect,
  createConfig,
  createStorage,
  disconnect,
  getBalance,
  getConnection,
  getConnectors,
  http,
  injected,
  readContract,
  reconnect,
  signMessage,
  signTypedData,
  simulateContract,
  switchChain,
  waitForTransactionReceipt,
  watchConnection,
  watchConnectors,
  writeContract,
} from '@wagmi/core';
import { type Abi, defineChain, type Hash, type TypedDataDefinition } from 'viem';
import { apiRequest } from '../api-client.ts';
import { announceBurner } from './announce-burner.ts';
import { createBurnerProvider } from './burner-provider.ts';
import { forgetWalletSession, rememberWalletSession } from './wallet-session.ts';
import type { WalletConnector, WalletState } from './wallet-store.ts';

// Loaded only through import() from wallet-actions.ts: wagmi and viem stay out of the first load.

/** One contract function call, as a page describes it; the wallet core types nothing further. */
export type ContractCall = {
  address: `0x${string}`;
  abi: Abi;
  functionName: string;
  args?: readonly unknown[];
  value?: bigint;
};

export type TransactionOutcome = { hash: Hash; status: 'success' | 'reverted'; blockNumber: bigint };

export type WalletCore = {
  connect(connectorId: string): Promise<void>;
  disconnect(): Promise<void>;
  signMessage(message: string): Promise<`0x${string}`>;
  /** EIP-712 signature by the connected account (listings). */
  signTypedData(data: TypedDataDefinition): Promise<`0x${string}`>;
  /** Runs the call against the chain as the connected account; throws the decoded revert if it would fail. */
  simulate(call: ContractCall): Promise<void>;
  /** Asks the wallet to send the call; resolves with the hash once the wallet has sent it. */
  send(call: ContractCall): Promise<Hash>;
  waitForReceipt(hash: Hash): Promise<TransactionOutcome>;
  read(call: Omit<ContractCall, 'value'>): Promise<unknown>;
  /** The account's ether, in wei, on the site's chain (an offer shows what can be wrapped). */
  etherBalance(address: `0x${string}`): Promise<bigint>;
};

const GENERIC_INJECTED_ID = 'injected';

/** The wallets to offer: EIP-6963 ones, else the legacy window.ethereum if there is one. */
export function listConnectors(connectors: readonly Connector[], hasWindowEthereum: boolean) {
  const discovered = connectors.filter((c) => c.id !== GENERIC_INJECTED_ID);
  if (discovered.length > 0) return discovered;
  return hasWindowEthereum ? connectors.filter((c) => c.id === GENERIC_INJECTED_ID) : [];
}

function toWalletConnector(connector: Connector): WalletConnector {
  // 'Injected' means nothing to a person; it is whatever extension owns window.ethereum.
  const name = connector.id === GENERIC_INJECTED_ID ? 'Browser wallet' : connector.name;
  return connector.icon ? { id: connector.id, name, icon: connector.icon } : { id: connector.id, name };
}

export async function createWalletCore(
  env: EnvSettings,
  update: (patch: Partial<WalletState>) => void,
): Promise<WalletCore> {
  // Announced before createConfig so wagmi's EIP-6963 discovery finds it on its first request.
  if (env.localChain) {
    const burner = createBurnerProvider({
      chainId: env.chainId,
      rpcUrl: env.rpcUrl,
      storage: window.localStorage,
      fund: (address) => apiRequest('/api/dev/faucet', { method: 'POST', body: { address } }).then(() => {}),
    });
    announceBurner(burner);
  }

  const chain = defineChain({
    id: env.chainId,
    name: env.chainName,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [env.rpcUrl] } },
    ...(env.blockExplorerUrl
      ? { blockExplorers: { default: { name: 'Explorer', url: env.blockExplorerUrl } } }
      : {}),
  });
  const config = createConfig({
    chains: [chain],
    transports: { [chain.id]: http(env.rpcUrl) },
    connectors: [injected()],
    multiInjectedProviderDiscovery: true,
    // Persisted so a reload reconnects the wallet the user picked.
    storage: createStorage({ storage: window.localStorage, key: 'guardians.wagmi' }),
  });

  const hasWindowEthereum = () =>
    'ethereum' in window && Boolean((window as { ethereum?: unknown }).ethereum);
  const syncConnectors = (connectors: readonly Connector[]) =>
    update({
      connectors: listConnectors(connectors, hasWindowEthereum()).map(toWalletConnector),
      ready: true,
    });
  const syncConnection = (connection: ReturnType<typeof getConnection>) => {
    if (connection.status === 'connected') {
      rememberWalletSession(connection.connector.id);
      update({ status: 'connected', address: connection.address, chainId: connection.chainId });
    } else if (connection.status === 'disconnected') {
      forgetWalletSession();
      update({ status: 'disconnected', address: undefined, chainId: undefined });
    } else {
      update({ status: 'connecting' });
    }
  };

  watchConnectors(config, { onChange: syncConnectors });
  watchConnection(config, { onChange: syncConnection });
  syncConnectors(getConnectors(config));
  await reconnect(config).catch((error: unknown) => console.warn('Wallet reconnect failed', error));
  syncConnection(getConnection(config));

  return {
    async connect(connectorId) {
      const connector = getConnectors(config).find((c) => c.id === connectorId);
      if (!connector) throw new Error(`No wallet with id ${connectorId}`);
      const current = getConnection(config);
      if (current.status === 'connected') {
        if (current.connector.id === connectorId) return;
        await disconnect(config);
      }
      await connect(config, { connector });
    },
    async disconnect() {
      await disconnect(config);
    },
    signMessage(message) {
      return signMessage(config, { message });
    },
    async signTypedData(data) {
      await onSiteChain();
      return signTypedData(config, data as Parameters<typeof signTypedData>[1]);
    },
    async simulate(call) {
      await simulateContract(config, {
        ...contractRequest(call),
        account: connectedAccount(),
      } as Parameters<typeof simulateContract>[1]);
    },
    async send(call) {
      await onSiteChain();
      // The simulation above estimated gas on the same state; the wallet re-estimates anyway.
      return writeContract(config, {
        ...contractRequest(call),
        account: connectedAccount(),
      } as Parameters<typeof writeContract>[1]);
    },
    async waitForReceipt(hash) {
      const receipt = await waitForTransactionReceipt(config, {
        hash,
        chainId: chain.id,
        pollingInterval: 500,
      });
      return { hash, status: receipt.status, blockNumber: receipt.blockNumber };
    },
    read(call) {
      return readContract(config, { ...contractRequest(call), chainId: chain.id } as Parameters<
        typeof readContract
      >[1]);
    },
    async etherBalance(address) {
      return (await getBalance(config, { address, chainId: chain.id })).value;
    },
  };

  function connectedAccount(): `0x${string}` {
    const connection = getConnection(config);
    if (connection.status !== 'connected') throw new Error('Connect your wallet first');
    return connection.address;
  }

  /** A wallet on another network is asked to switch before it signs or sends for this site. */
  async function onSiteChain(): Promise<void> {
    const connection = getConnection(config);
    if (connection.status === 'connected' && connection.chainId !== chain.id) {
      await switchChain(config, { chainId: chain.id });
    }
  }

  // wagmi types each request from a literal ABI; pages pass theirs through ContractCall, so one cast here.
  function contractRequest(call: Omit<ContractCall, 'value'> & { value?: bigint }) {
    return {
      address: call.address,
      abi: call.abi,
      functionName: call.functionName,
      args: call.args ?? [],
      chainId: chain.id,
      ...(call.value === undefined ? {} : { value: call.value }),
    };
  }
}
