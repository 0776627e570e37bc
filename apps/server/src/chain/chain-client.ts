import { createPublicClient, defineChain, http, type PublicClient } from 'viem';

export interface ChainClient {
  chainId: number;
  rpcUrl: string;
  public: PublicClient;
}

export function createChainClient(options: { rpcUrl: string; chainId: number; name: string }): ChainClient {
  const chain = defineChain({
    id: options.chainId,
    name: options.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [options.rpcUrl] } },
  });
  const client = createPublicClient({
    chain,
    // Fail fast: a dead RPC must not hold requests (or start-up) for viem's default 10 s x retries.
    transport: http(options.rpcUrl, { timeout: 5000, retryCount: 1 }),
  });
  return { chainId: options.chainId, rpcUrl: options.rpcUrl, public: client };
}
