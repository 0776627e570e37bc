/** A JSON-RPC error answered by the node, kept with its EIP-1193 code. */
export class RpcError extends Error {
  override readonly name = 'RpcError';
  readonly code: number;
  readonly data: unknown;

  constructor(code: number, message: string, data?: unknown) {
    super(message);
    this.code = code;
    this.data = data;
  }
}

let nextId = 1;

/**
 * One JSON-RPC call over plain fetch. Kept dependency-free so the navbar search can check an
 * address without pulling viem into the first-load bundle.
 */
export async function rpcRequest<T = unknown>(
  rpcUrl: string,
  method: string,
  params: readonly unknown[] = [],
  fetchFn: typeof fetch = fetch,
): Promise<T> {
  const response = await fetchFn(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
  });
  if (!response.ok) throw new RpcError(-32603, `RPC ${method} answered HTTP ${response.status}`);
  const body = (await response.json()) as {
    result?: T;
    error?: { code: number; message: string; data?: unknown };
  };
  if (body.error) throw new RpcError(body.error.code, body.error.message, body.error.data);
  return body.result as T;
}

/** True when the address holds contract code on the chain behind `rpcUrl`. */
export async function isContractAddress(
  rpcUrl: string,
  address: string,
  fetchFn: typeof fetch = fetch,
): Promise<boolean> {
  const code = await rpcRequest<string | null>(rpcUrl, 'eth_getCode', [address, 'latest'], fetchFn);
  return typeof code === 'string' && code !== '0x' && code !== '';
}
