import {
  type Hex,
  keccak256,
  parseTransaction,
  recoverTransactionAddress,
  stringify,
  toHex,
  verifyMessage,
  verifyTypedData,
} from 'viem';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../../test/fixtures.ts';
import {
  BURNER_CONNECTED_STORAGE,
  BURNER_KEY_STORAGE,
  type BurnerProviderOptions,
  createBurnerProvider,
} from './burner-provider.ts';

const CHAIN_ID = 31337;

/** A JSON-RPC node that answers from a table and records what it was asked. */
function fakeNode(answers: Record<string, unknown>) {
  const calls: { method: string; params: unknown[] }[] = [];
  const fetchFn = vi.fn<typeof fetch>(async (_url, init) => {
    const { id, method, params } = JSON.parse(String(init?.body));
    calls.push({ method, params });
    if (!(method in answers)) {
      return Response.json({ jsonrpc: '2.0', id, error: { code: -32601, message: `${method} not found` } });
    }
    return Response.json({ jsonrpc: '2.0', id, result: answers[method] });
  });
  return { fetchFn, calls };
}

function createProvider(overrides: Partial<BurnerProviderOptions> = {}) {
  return createBurnerProvider({
    chainId: CHAIN_ID,
    rpcUrl: 'http://127.0.0.1:8545',
    storage: createMemoryStorage(),
    fetchFn: fakeNode({}).fetchFn,
    ...overrides,
  });
}

describe('burner provider', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keeps one key per browser: a second provider on the same storage has the same address', () => {
    const storage = createMemoryStorage();
    const first = createProvider({ storage });
    expect(storage.getItem(BURNER_KEY_STORAGE)).toMatch(/^0x[0-9a-f]{64}$/);
    expect(createProvider({ storage }).address).toBe(first.address);
    expect(createProvider().address).not.toBe(first.address);
  });

  it('returns no accounts from eth_accounts until the user connected it once', async () => {
    const storage = createMemoryStorage();
    const provider = createProvider({ storage });
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([]);
    await expect(provider.request({ method: 'wallet_getPermissions' })).resolves.toEqual([]);

    await expect(provider.request({ method: 'eth_requestAccounts' })).resolves.toEqual([provider.address]);
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([provider.address]);
    // A reload (new provider, same storage) reconnects without asking.
    await expect(createProvider({ storage }).request({ method: 'eth_accounts' })).resolves.toEqual([
      provider.address,
    ]);
  });

  it('answers wallet_requestPermissions with the address in caveats[0].value, as wagmi reads it', async () => {
    const provider = createProvider();
    const permissions = await provider.request({
      method: 'wallet_requestPermissions',
      params: [{ eth_accounts: {} }],
    });
    expect(permissions).toEqual([
      {
        parentCapability: 'eth_accounts',
        caveats: [{ type: 'restrictReturnedAccounts', value: [provider.address] }],
      },
    ]);
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([provider.address]);
  });

  it('forgets the connection on wallet_revokePermissions and tells listeners', async () => {
    const storage = createMemoryStorage();
    const provider = createProvider({ storage });
    const accountsChanged = vi.fn();
    provider.on('accountsChanged', accountsChanged);
    await provider.request({ method: 'eth_requestAccounts' });
    expect(accountsChanged).toHaveBeenLastCalledWith([provider.address]);

    await provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] });
    expect(accountsChanged).toHaveBeenLastCalledWith([]);
    expect(storage.getItem(BURNER_CONNECTED_STORAGE)).toBeNull();
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([]);
  });

  it('asks the faucet once, on the first connect only', async () => {
    const storage = createMemoryStorage();
    const fund = vi.fn(async () => {});
    const provider = createProvider({ storage, fund });
    await provider.request({ method: 'eth_requestAccounts' });
    await provider.request({ method: 'wallet_revokePermissions' });
    await provider.request({ method: 'eth_requestAccounts' });
    expect(fund).toHaveBeenCalledTimes(1);
    expect(fund).toHaveBeenCalledWith(provider.address);
  });

  it('still connects when the faucet fails, and asks again next time', async () => {
    const fund = vi.fn(async () => {
      throw new Error('404');
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const provider = createProvider({ fund });
    await expect(provider.request({ method: 'eth_requestAccounts' })).resolves.toEqual([provider.address]);
    await provider.request({ method: 'wallet_revokePermissions' });
    await provider.request({ method: 'eth_requestAccounts' });
    expect(fund).toHaveBeenCalledTimes(2);
  });

  it('signs personal_sign messages that viem verifies for its address', async () => {
    const provider = createProvider();
    await provider.request({ method: 'eth_requestAccounts' });
    const message = 'Sign in to Guardians\nNonce: 42';
    const signature = (await provider.request({
      method: 'personal_sign',
      params: [toHex(message), provider.address],
    })) as Hex;
    await expect(verifyMessage({ address: provider.address, message, signature })).resolves.toBe(true);
    await expect(
      verifyMessage({ address: provider.address, message: 'something else', signature }),
    ).resolves.toBe(false);
  });

  it('also accepts personal_sign with the address first', async () => {
    const provider = createProvider();
    await provider.request({ method: 'eth_requestAccounts' });
    const signature = (await provider.request({
      method: 'personal_sign',
      params: [provider.address, toHex('hello')],
    })) as Hex;
    await expect(verifyMessage({ address: provider.address, message: 'hello', signature })).resolves.toBe(
      true,
    );
  });

  it('signs EIP-712 typed data sent as a JSON string (quantities as strings), as viem sends it', async () => {
    const provider = createProvider();
    await provider.request({ method: 'eth_requestAccounts' });
    const typedData = {
      domain: {
        name: 'Guardians',
        version: '1',
        chainId: CHAIN_ID,
        verifyingContract: `0x${'3'.repeat(40)}`,
      },
      types: {
        Claim: [
          { name: 'id', type: 'uint256' },
          { name: 'account', type: 'address' },
        ],
      },
      primaryType: 'Claim',
      message: { id: 1000n, account: provider.address },
    } as const;
    const signature = (await provider.request({
      method: 'eth_signTypedData_v4',
      params: [provider.address, stringify(typedData)],
    })) as Hex;
    await expect(verifyTypedData({ address: provider.address, ...typedData, signature })).resolves.toBe(true);
  });

  it('refuses to sign before it is connected, or for another address', async () => {
    const provider = createProvider();
    await expect(
      provider.request({ method: 'personal_sign', params: [toHex('hi'), provider.address] }),
    ).rejects.toMatchObject({ code: 4100 });
    await provider.request({ method: 'eth_requestAccounts' });
    await expect(
      provider.request({ method: 'personal_sign', params: [toHex('hi'), `0x${'1'.repeat(40)}`] }),
    ).rejects.toMatchObject({ code: 4100 });
  });

  it('reports its chain and accepts a switch only to that chain', async () => {
    const provider = createProvider();
    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('0x7a69');
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }] }),
    ).resolves.toBeNull();
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] }),
    ).rejects.toMatchObject({ code: 4902 });
  });

  it('forwards read methods to the RPC node', async () => {
    const node = fakeNode({ eth_blockNumber: '0x10' });
    const provider = createProvider({ fetchFn: node.fetchFn });
    await expect(provider.request({ method: 'eth_blockNumber' })).resolves.toBe('0x10');
    expect(node.calls).toEqual([{ method: 'eth_blockNumber', params: [] }]);
  });

  it('fills nonce, gas and fees, signs locally and sends only the raw transaction', async () => {
    const node = fakeNode({
      eth_getTransactionCount: '0x5',
      eth_estimateGas: '0x5208',
      eth_maxPriorityFeePerGas: '0x3b9aca00',
      eth_getBlockByNumber: { baseFeePerGas: '0x64' },
      eth_sendRawTransaction: keccak256('0x01'),
    });
    const provider = createProvider({ fetchFn: node.fetchFn });
    await provider.request({ method: 'eth_requestAccounts' });
    const to = `0x${'2'.repeat(40)}` as const;

    const hash = await provider.request({
      method: 'eth_sendTransaction',
      params: [{ from: provider.address, to, value: '0xde0b6b3a7640000' }],
    });

    expect(hash).toBe(keccak256('0x01'));
    const raw = node.calls.find((c) => c.method === 'eth_sendRawTransaction')?.params[0] as Hex;
    const tx = parseTransaction(raw);
    expect(tx).toMatchObject({
      chainId: CHAIN_ID,
      to,
      value: 10n ** 18n,
      nonce: 5,
      gas: 21000n,
      maxPriorityFeePerGas: 1_000_000_000n,
      maxFeePerGas: 200n + 1_000_000_000n,
    });
    await expect(recoverTransactionAddress({ serializedTransaction: raw as never })).resolves.toBe(
      provider.address,
    );
    expect(node.calls.some((c) => c.method === 'eth_sendTransaction')).toBe(false);
  });
});
