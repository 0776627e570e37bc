import { describe, expect, it, vi } from 'vitest';
import { isContractAddress, RpcError, rpcRequest } from './rpc.ts';

const address = '0xabcdefabcdefabcdefabcdefabcdefabcdefabcd';

function answering(body: unknown, status = 200) {
  return vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status }));
}

describe('isContractAddress', () => {
  it('asks eth_getCode at latest and is true for non-empty code', async () => {
    const fetchFn = answering({ jsonrpc: '2.0', id: 1, result: '0x6080604052' });
    await expect(isContractAddress('http://rpc.test', address, fetchFn)).resolves.toBe(true);
    const [url, init] = fetchFn.mock.calls[0] ?? [];
    expect(url).toBe('http://rpc.test');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      method: 'eth_getCode',
      params: [address, 'latest'],
    });
  });

  it('is false for an account without code', async () => {
    await expect(isContractAddress('http://rpc.test', address, answering({ result: '0x' }))).resolves.toBe(
      false,
    );
  });

  it('rejects when the node answers a JSON-RPC error', async () => {
    const fetchFn = answering({ error: { code: -32000, message: 'header not found' } });
    await expect(isContractAddress('http://rpc.test', address, fetchFn)).rejects.toBeInstanceOf(RpcError);
  });
});

describe('rpcRequest', () => {
  it('rejects on an HTTP error', async () => {
    await expect(rpcRequest('http://rpc.test', 'eth_chainId', [], answering({}, 502))).rejects.toThrow(
      /HTTP 502/,
    );
  });
});
