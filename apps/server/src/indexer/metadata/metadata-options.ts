import type { Config } from '../../config.ts';
import type { MetadataOptions } from './metadata-worker.ts';

/**
 * Metadata settings from the server's configuration. Private addresses stay refused except this
 * site's own origin (the demo collections' token URIs point at it), the IPFS gateway and the
 * hosts an operator lists in METADATA_ALLOW_HOSTS.
 */
export function metadataOptionsFor(
  config: Pick<Config, 'port' | 'publicUrl' | 'ipfsGateway' | 'metadataAllowHosts'>,
): Partial<MetadataOptions> {
  const own = [`127.0.0.1:${config.port}`, `localhost:${config.port}`, `[::1]:${config.port}`];
  if (config.publicUrl) own.push(new URL(config.publicUrl).host.toLowerCase());
  own.push(new URL(config.ipfsGateway).host.toLowerCase());
  return {
    ipfsGateway: config.ipfsGateway,
    guard: { allowHosts: [...own, ...config.metadataAllowHosts], allowPrivateNetworks: false },
  };
}
