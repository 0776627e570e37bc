/**
 * What hosted JSON-RPC providers answer when they refuse a call, word for word as their users have
 * reported them (GitHub issues of ethers.js, ponder, nimbus, prysm, arbitrum-sdk, moonbeam, bsc):
 * the test proxy answers with these so the indexer meets the texts it will meet in production.
 */

export type ProviderStyle = 'alchemy' | 'infura' | 'quicknode' | 'frontier' | 'bsc';
export const providerStyles: readonly ProviderStyle[] = ['alchemy', 'infura', 'quicknode', 'frontier', 'bsc'];

export interface RpcErrorAnswer {
  /** The HTTP status the provider sends the error with (QuickNode: 413; the others: 200). */
  status: number;
  error: { code: number; message: string; data?: unknown };
}

const hex = (n: bigint) => `0x${n.toString(16)}`;

/** eth_getLogs over more blocks than the provider serves in one call; `fits` is a range it would serve. */
export function blockRangeRefusal(
  style: ProviderStyle,
  span: bigint,
  limit: number,
  fits: [bigint, bigint],
): RpcErrorAnswer {
  switch (style) {
    case 'alchemy':
      return {
        status: 200,
        error: {
          code: -32600,
          message: `You can make eth_getLogs requests with up to a ${limit} block range. Based on your parameters, this block range should work: [${hex(fits[0])}, ${hex(fits[1])}]`,
        },
      };
    case 'infura':
      return { status: 200, error: { code: -32602, message: `range ${span} exceeds limit of ${limit}` } };
    case 'quicknode':
      return {
        status: 413,
        error: {
          code: -32614,
          message: `eth_getLogs is limited to a ${limit.toLocaleString('en-US')} range`,
        },
      };
    case 'frontier':
      return { status: 200, error: { code: -32603, message: `block range is too wide (maximum ${limit})` } };
    case 'bsc':
      return { status: 200, error: { code: -32000, message: `exceed maximum block range: ${limit}` } };
  }
}

/** eth_getLogs whose answer holds more logs than the provider returns in one call. */
export function resultSizeRefusal(
  style: ProviderStyle,
  limit: number,
  fits: [bigint, bigint],
): RpcErrorAnswer {
  const range = `[${hex(fits[0])}, ${hex(fits[1])}]`;
  switch (style) {
    case 'alchemy':
      return {
        status: 200,
        error: {
          code: -32602,
          message: `Log response size exceeded. You can make eth_getLogs requests with up to a 2K block range and no limit on the response size, or you can request any block range with a cap of 10K logs in the response. Based on your parameters and the response size limit, this block range should work: ${range}`,
        },
      };
    case 'infura':
      return {
        status: 200,
        error: {
          code: -32005,
          message: `query returned more than ${limit} results. Try with this block range ${range}.`,
          data: { from: hex(fits[0]), limit, to: hex(fits[1]) },
        },
      };
    case 'quicknode':
      return { status: 200, error: { code: -32008, message: 'Response is too big' } };
    case 'frontier':
      return { status: 200, error: { code: -32005, message: `query returned more than ${limit} results` } };
    case 'bsc':
      return { status: 200, error: { code: -32000, message: `query returned more than ${limit} results` } };
  }
}

/** A rate limit, as a JSON-RPC body under HTTP 429 (Alchemy, Infura) or as a bare 429 page. */
export function rateLimitAnswer(style: ProviderStyle): { status: 429; body: string; json: boolean } {
  const rpc = (code: number, message: string) =>
    JSON.stringify({ jsonrpc: '2.0', id: null, error: { code, message } });
  switch (style) {
    case 'alchemy':
      return {
        status: 429,
        json: true,
        body: rpc(
          429,
          'Your app has exceeded its compute units per second capacity. If you have retries enabled, you can safely ignore this message. If not, check out https://docs.alchemy.com/reference/throughput',
        ),
      };
    case 'infura':
      return { status: 429, json: true, body: rpc(-32005, 'project ID request rate exceeded') };
    case 'quicknode':
      return {
        status: 429,
        json: true,
        body: rpc(
          -32007,
          '15/second request limit reached - reduce calls per second or upgrade your account at quicknode.com',
        ),
      };
    default:
      return { status: 429, json: false, body: 'Too Many Requests' };
  }
}

/** What a load balancer in front of the nodes sends when none answered: HTML, not JSON-RPC. */
export function gatewayErrorAnswer(status: 502 | 503): string {
  const title = status === 502 ? '502 Bad Gateway' : '503 Service Temporarily Unavailable';
  return `<html>\r\n<head><title>${title}</title></head>\r\n<body>\r\n<center><h1>${title}</h1></center>\r\n<hr><center>cloudflare</center>\r\n</body>\r\n</html>\r\n`;
}
