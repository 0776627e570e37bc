import { z } from 'zod';
import { AddressSchema } from './address.ts';

/**
 * Settings the web app reads at start from the server (not baked into the bundle), so one build
 * serves any deployment.
 */
export const EnvSettingsSchema = z.object({
  apiUrl: z.string(),
  chainId: z.number().int().positive(),
  chainName: z.string(),
  rpcUrl: z.string(),
  blockExplorerUrl: z.string().nullable(),
  cdnBaseUrl: z.string(),
  cdnAssetsVersion: z.string(),
  defaultTokenAddress: AddressSchema.nullable(),
  /** True when the chain is the launcher's local dev chain: enables the burner wallet. */
  localChain: z.boolean(),
  /**
   * GuardianMarketplace (EIP-712 listings are signed for it), or null when trading is not set up.
   * The server always sends it; optional only until the web app's test fixtures name it.
   */
  marketplaceAddress: AddressSchema.nullable(),
  /**
   * The wrapped ether offers are paid in (the marketplace's `weth()`), or null when offers are not
   * available (no marketplace, or one deployed before offers).
   */
  wethAddress: AddressSchema.nullable(),
  /** The ETH / USD price feed (Chainlink AggregatorV3Interface), or null. Always sent, as above. */
  ethUsdFeedAddress: AddressSchema.nullable(),
  /** Which social providers can be linked (a provider is enabled when its client id is configured). */
  socialProviders: z.object({ twitter: z.boolean(), discord: z.boolean() }),
});
export type EnvSettings = z.infer<typeof EnvSettingsSchema>;

export const EnvSettingsResponseSchema = z.object({ data: EnvSettingsSchema });
