import type { BrowserContext, Page } from 'playwright-core';
import { createPublicClient, createWalletClient, type Hex, http } from 'viem';
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts';

export const TEST_WALLET_NAME = 'Test Wallet';

/** anvil's second default account: funded on every fresh local chain. */
const DEFAULT_KEY: Hex = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d';

interface RpcCall {
  method: string;
  params?: unknown[];
}

/**
 * An EIP-1193 wallet announced through EIP-6963, as a browser extension would. The key stays in
 * Node: the page calls an exposed function to sign, so the site never sees it.
 */
export async function installTestWallet(
  context: BrowserContext,
  options: { rpcUrl: string; chainId: number; privateKey?: Hex },
): Promise<PrivateKeyAccount> {
  const account = privateKeyToAccount(options.privateKey ?? DEFAULT_KEY);
  current.set(context, { account, rpcUrl: options.rpcUrl });

  await context.exposeFunction('__testWalletRequest', async ({ method, params = [] }: RpcCall) => {
    const active = current.get(context);
    if (!active) throw new Error('test wallet not installed');
    const { account } = active;
    const wallet = createWalletClient({ account, transport: http(options.rpcUrl) });
    switch (method) {
      case 'personal_sign':
        return account.signMessage({ message: { raw: params[0] as Hex } });
      case 'eth_signTypedData_v4':
        return account.signTypedData(JSON.parse(params[1] as string));
      case 'eth_sendTransaction': {
        const tx = params[0] as { to: Hex; data?: Hex; value?: Hex; gas?: Hex };
        const value = tx.value ? BigInt(tx.value) : undefined;
        // Like MetaMask, gas is estimated on the latest block: a transaction that a competing pending
        // one will make fail still goes out (and reverts on chain), as the race tests need.
        const gas = tx.gas
          ? BigInt(tx.gas)
          : await createPublicClient({ transport: http(options.rpcUrl) }).estimateGas({
              account,
              to: tx.to,
              data: tx.data,
              value,
              blockTag: 'latest',
            });
        return wallet.sendTransaction({ chain: null, to: tx.to, data: tx.data, value, gas });
      }
      default: {
        const res = await fetch(options.rpcUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
        });
        const body = (await res.json()) as { result?: unknown; error?: { message: string } };
        if (body.error) throw new Error(body.error.message);
        return body.result;
      }
    }
  });

  await context.addInitScript(
    ({ address, chainId, name }) => {
      type Listener = (...args: unknown[]) => void;
      const listeners = new Map<string, Set<Listener>>();
      const emit = (event: string, ...args: unknown[]) => {
        for (const listener of listeners.get(event) ?? []) listener(...args);
      };
      // Like a real extension, the wallet remembers that this site was allowed to see the account.
      const grantKey = 'test-wallet.connected';
      let connected = localStorage.getItem(grantKey) === 'yes';
      let current = localStorage.getItem('test-wallet.account') ?? address;
      const setConnected = (value: boolean) => {
        connected = value;
        if (value) localStorage.setItem(grantKey, 'yes');
        else localStorage.removeItem(grantKey);
      };
      const permissions = () => [
        {
          parentCapability: 'eth_accounts',
          caveats: [{ type: 'restrictReturnedAccounts', value: [current] }],
        },
      ];
      // The person picks another account in the extension: the wallet tells the site.
      (window as unknown as { __testWalletSwitch: (next: string) => void }).__testWalletSwitch = (next) => {
        current = next;
        localStorage.setItem('test-wallet.account', next);
        emit('accountsChanged', [next]);
      };
      const bridge = (window as unknown as { __testWalletRequest: (call: unknown) => Promise<unknown> })
        .__testWalletRequest;
      const provider = {
        async request({ method, params }: { method: string; params?: unknown[] }) {
          switch (method) {
            case 'eth_chainId':
              return `0x${chainId.toString(16)}`;
            case 'eth_accounts':
              return connected ? [current] : [];
            case 'eth_requestAccounts':
              setConnected(true);
              emit('accountsChanged', [current]);
              return [current];
            case 'wallet_requestPermissions':
              setConnected(true);
              emit('accountsChanged', [current]);
              return permissions();
            case 'wallet_getPermissions':
              return connected ? permissions() : [];
            case 'wallet_revokePermissions':
              setConnected(false);
              emit('accountsChanged', []);
              return null;
            case 'wallet_switchEthereumChain':
              return null;
            default:
              return bridge({ method, params });
          }
        },
        on(event: string, listener: Listener) {
          if (!listeners.has(event)) listeners.set(event, new Set());
          listeners.get(event)?.add(listener);
        },
        removeListener(event: string, listener: Listener) {
          listeners.get(event)?.delete(listener);
        },
      };
      const icon =
        'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"%3E%3Crect width="32" height="32" rx="8" fill="%23e8b64c"/%3E%3C/svg%3E';
      const announce = () =>
        window.dispatchEvent(
          new CustomEvent('eip6963:announceProvider', {
            detail: Object.freeze({
              info: {
                uuid: '6f1c2b9e-0d4a-4b8e-9a51-7b3f0c2d1e99',
                name,
                icon,
                rdns: 'org.guardians.test-wallet',
              },
              provider,
            }),
          }),
        );
      window.addEventListener('eip6963:requestProvider', announce);
      announce();
    },
    { address: account.address, chainId: options.chainId, name: TEST_WALLET_NAME },
  );
  return account;
}

const current = new WeakMap<BrowserContext, { account: PrivateKeyAccount; rpcUrl: string }>();

/** Switches the wallet to another account, as a person does in their extension. */
export async function switchTestWalletAccount(page: Page, privateKey: Hex): Promise<PrivateKeyAccount> {
  const active = current.get(page.context());
  if (!active) throw new Error('test wallet not installed');
  const account = privateKeyToAccount(privateKey);
  current.set(page.context(), { ...active, account });
  await page.evaluate((next) => {
    (window as unknown as { __testWalletSwitch: (n: string) => void }).__testWalletSwitch(next);
  }, account.address);
  return account;
}
