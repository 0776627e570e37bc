import { z } from 'zod';
import { ConfigError, optionalString } from './env-fields.ts';

/** IPFS gateways for token metadata and media (decision 0080). */
export const IpfsEnvShape = {
  IPFS_GATEWAYS: optionalString,
  /** The single-gateway setting of earlier releases: read only when IPFS_GATEWAYS is unset. */
  IPFS_GATEWAY: optionalString.pipe(z.url().optional()),
  IPFS_GATEWAY_TIMEOUT_MS: z.coerce.number<string | number>().int().positive().default(5000),
};

type IpfsEnv = z.infer<z.ZodObject<typeof IpfsEnvShape>>;

export interface IpfsConfig {
  /** ipfs://CID/path is fetched as <gateway>CID/path, trying each gateway in this order. */
  ipfsGateways: readonly string[];
  /** The first gateway: the one browsers are sent to for ipfs:// images. */
  ipfsGateway: string;
  /** How long one gateway may take before the next one is asked. */
  ipfsGatewayTimeoutMs: number;
}

const DEFAULT_GATEWAY = 'https://ipfs.io/ipfs/';

function gatewayList(value: string): string[] {
  const gateways = value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  for (const gateway of gateways)
    if (!/^https?:$/.test(URL.canParse(gateway) ? new URL(gateway).protocol : ''))
      throw new ConfigError('IPFS_GATEWAYS', `'${gateway}' is not an http(s) URL`);
  if (gateways.length === 0) throw new ConfigError('IPFS_GATEWAYS', 'lists no gateway');
  return gateways;
}

export function ipfsConfig(e: IpfsEnv): IpfsConfig {
  const gateways = e.IPFS_GATEWAYS ? gatewayList(e.IPFS_GATEWAYS) : [e.IPFS_GATEWAY ?? DEFAULT_GATEWAY];
  return {
    ipfsGateways: gateways,
    ipfsGateway: gateways[0] ?? DEFAULT_GATEWAY,
    ipfsGatewayTimeoutMs: e.IPFS_GATEWAY_TIMEOUT_MS,
  };
}
