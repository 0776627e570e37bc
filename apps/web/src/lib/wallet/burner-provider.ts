import { type Hex, isHex, numberToHex } from 'viem';
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts';
import { RpcError, rpcRequest } from '../rpc.ts';
import { signBurnerTransaction, type TransactionParams } from './burner-transaction.ts';

export const BURNER_KEY_STORAGE = 'guardians.burner-key';
/** Set once the user connected the burner: until then eth_accounts is empty, so no silent auto-connect. */
export const BURNER_CONNECTED_STORAGE = 'guardians.burner-connected';
/** The address the dev faucet funded, so the faucet is asked once per key. */
const BURNER_FUNDED_STORAGE = 'guardians.burner-funded';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
type Listener = (...args: unknown[]) => void;
type RequestArguments = { method: string; params?: readonly unknown[] | object };

export type BurnerProviderOptions = {
  chainId: number;
  rpcUrl: string;
  storage: KeyValueStorage;
  /** Asks the dev faucet for ETH; resolves when funded. */
  fund?: (address: `0x${string}`) => Promise<void>;
  fetchFn?: typeof fetch;
};

export type BurnerProvider = {
  readonly address: `0x${string}`;
  request(args: RequestArguments): Promise<unknown>;
  on(event: string, listener: Listener): void;
  removeListener(event: string, listener: Listener): void;
};

function loadAccount(storage: KeyValueStorage): PrivateKeyAccount {
  const stored = storage.getItem(BURNER_KEY_STORAGE);
  if (stored && /^0x[0-9a-fA-F]{64}$/.test(stored)) return privateKeyToAccount(stored as Hex);
  const key = generatePrivateKey();
  storage.setItem(BURNER_KEY_STORAGE, key);
  return privateKeyToAccount(key);
}

const unauthorized = () => new RpcError(4100, 'Connect the burner wallet first');

/**
 * An EIP-1193 wallet for the local dev chain: its key is made and kept in this browser's
 * localStorage and never sent anywhere; reads are forwarded to the chain's RPC.
 */
export function createBurnerProvider(options: BurnerProviderOptions): BurnerProvider {
  const { chainId, rpcUrl, storage, fund, fetchFn = (...args) => fetch(...args) } = options;
  const account = loadAccount(storage);
  const { address } = account;
  const listeners = new Map<string, Set<Listener>>();
  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of listeners.get(event) ?? []) listener(...args);
  };
  const rpc = <T>(method: string, params: readonly unknown[] = []) =>
    rpcRequest<T>(rpcUrl, method, params, fetchFn);
  const isConnected = () => storage.getItem(BURNER_CONNECTED_STORAGE) === address;
  const permissions = () => [
    { parentCapability: 'eth_accounts', caveats: [{ type: 'restrictReturnedAccounts', value: [address] }] },
  ];

  async function requestFunds() {
    if (!fund || storage.getItem(BURNER_FUNDED_STORAGE) === address) return;
    try {
      await fund(address);
      storage.setItem(BURNER_FUNDED_STORAGE, address);
    } catch (error) {
      // Connecting still works without ETH; the next connect asks again.
      console.warn('The dev faucet could not fund the burner wallet', error);
    }
  }

  async function connect() {
    if (!isConnected()) {
      storage.setItem(BURNER_CONNECTED_STORAGE, address);
      await requestFunds();
      emit('connect', { chainId: numberToHex(chainId) });
      emit('accountsChanged', [address]);
    }
  }

  const isOwnAddress = (value: unknown) =>
    typeof value === 'string' && value.toLowerCase() === address.toLowerCase();

  function assertOwnAddress(value: unknown) {
    if (!isOwnAddress(value)) {
      throw new RpcError(4100, `The burner wallet does not hold ${String(value)}`);
    }
  }

  async function request({ method, params }: RequestArguments): Promise<unknown> {
    const args = Array.isArray(params) ? (params as readonly unknown[]) : [];
    switch (method) {
      case 'eth_requestAccounts':
        await connect();
        return [address];
      case 'eth_accounts':
        return isConnected() ? [address] : [];
      case 'eth_chainId':
        return numberToHex(chainId);
      case 'net_version':
        return String(chainId);
      case 'wallet_requestPermissions':
        await connect();
        return permissions();
      case 'wallet_getPermissions':
        return isConnected() ? permissions() : [];
      case 'wallet_revokePermissions':
        if (isConnected()) {
          storage.removeItem(BURNER_CONNECTED_STORAGE);
          emit('accountsChanged', []);
        }
        return null;
      case 'personal_sign': {
        if (!isConnected()) throw unauthorized();
        // The spec order is [data, address]; some dapps send [address, data].
        const [data, signer] = isOwnAddress(args[0]) && !isOwnAddress(args[1]) ? [args[1], args[0]] : args;
        assertOwnAddress(signer);
        if (typeof data !== 'string') throw new RpcError(-32602, 'personal_sign expects a message');
        return account.signMessage({ message: isHex(data) ? { raw: data } : data });
      }
      case 'eth_signTypedData_v4': {
        if (!isConnected()) throw unauthorized();
        const [signer, json] = args;
        assertOwnAddress(signer);
        const typedData = typeof json === 'string' ? JSON.parse(json) : json;
        return account.signTypedData(typedData);
      }
      case 'eth_sendTransaction': {
        if (!isConnected()) throw unauthorized();
        const tx = args[0] as TransactionParams;
        if (tx.from) assertOwnAddress(tx.from);
        const raw = await signBurnerTransaction({ account, chainId, tx, rpc });
        return rpc('eth_sendRawTransaction', [raw]);
      }
      case 'wallet_switchEthereumChain':
      case 'wallet_addEthereumChain': {
        const requested = (args[0] as { chainId?: string } | undefined)?.chainId;
        if (requested !== undefined && Number(requested) === chainId) return null;
        throw new RpcError(4902, `The burner wallet only knows chain ${chainId}`);
      }
      case 'eth_sign':
        throw new RpcError(4200, 'eth_sign is not supported: use personal_sign');
      default:
        return rpc(method, args);
    }
  }

  return {
    address,
    request,
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener);
    },
  };
}
