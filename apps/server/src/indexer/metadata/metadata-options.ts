import type { Config } from '../../config.ts';
import type { MetadataOptions } from './metadata-worker.ts';

/**
 * Metadata settings from the server's configuration. Private addresses stay refused except this
 * site's own origin (the demo collections' token URIs point at it), every IPFS gateway and the
 * hosts an operator lists in METADATA_ALLOW_HOSTS.
 */
export function metadataOptionsFor(
  config: Pick<Config, 'port' | 'publicUrl' | 'ipfsGateways' | 'ipfsGatewayTimeoutMs' | 'metadataAllowHosts'>,
): Partial<MetadataOptions> {
  const own = [`127.0.0.1:${config.port}`, `localhost:${config.port}`, `[::1]:${config.port}`];
  if (config.publicUrl) own.push(new URL(config.publicUrl).host.toLowerCase());
  for (const gateway of config.ipfsGateways) own.push(new URL(gateway).host.toLowerCase());
  return {
    ipfsGateways: config.ipfsGateways,
    ipfsGatewayTimeoutMs: config.ipfsGatewayTimeoutMs,
    guard: { allowHosts: [...own, ...config.metadataAllowHosts], allowPrivateNetworks: false },
  };
}
