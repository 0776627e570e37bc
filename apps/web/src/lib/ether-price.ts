import { type EtherPrice, EtherPriceSchema } from '@guardians/shared/trading';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client.ts';
import { formatUsd } from './format-number.ts';

/** The server keeps the feed's answer 30 s; asking more often only returns the same number. */
const ETHER_PRICE_STALE_MS = 30_000;

/** GET /api/utils/ether-price: USD per ETH from the configured Chainlink-style feed. */
async function getEtherPrice(signal?: AbortSignal): Promise<EtherPrice> {
  const body = await apiRequest('/api/utils/ether-price', signal ? { signal } : {});
  // apiRequest has already taken the answer out of its `data` envelope.
  return EtherPriceSchema.parse(body);
}

const etherPriceQueryOptions = queryOptions({
  queryKey: ['ether-price'] as const,
  queryFn: ({ signal }) => getEtherPrice(signal),
  staleTime: ETHER_PRICE_STALE_MS,
  // No feed (503) is a steady state of a deployment: prices then show without their USD value.
  retry: false,
});

export function useEtherPrice() {
  return useQuery(etherPriceQueryOptions);
}

/** '$1,234.56' for an ETH amount at the feed's price; null while either is unknown. */
export function formatUsdValue(eth: string | number | null | undefined, price: EtherPrice | undefined) {
  if (eth === null || eth === undefined || !price) return null;
  const amount = Number(eth) * price.price;
  return Number.isFinite(amount) ? formatUsd(amount, 2) : null;
}
