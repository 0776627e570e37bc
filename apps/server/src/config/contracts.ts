import { z } from 'zod';
import { optionalString } from './env-fields.ts';

const optionalAddress = optionalString.pipe(
  z
    .string()
    .regex(/^0x[0-9a-fA-F]{40}$/, 'must be a 0x-prefixed 40-hex-digit address')
    .optional(),
);

/** Our contracts' addresses where the launcher does not deploy them (a non-local chain). */
export const ContractsEnvShape = {
  MARKETPLACE_ADDRESS: optionalAddress,
  ETH_USD_FEED_ADDRESS: optionalAddress,
  CLAIM_CONTRACT_ADDRESS: optionalAddress,
  ENS_REGISTRY_ADDRESS: optionalAddress,
};

export interface ContractAddresses {
  /**
   * GuardianMarketplace and the ETH / USD feed on a non-local chain (lower case). On the local chain
   * the launcher deploys both and records them in `chain_contracts`; these override that record.
   */
  marketplaceAddress: `0x${string}` | undefined;
  ethUsdFeedAddress: `0x${string}` | undefined;
  /**
   * GuardianCoinClaim on a non-local chain (lower case); on the local chain the launcher deploys it
   * and records it in `chain_contracts`, and this overrides that record.
   */
  claimContractAddress: `0x${string}` | undefined;
  /**
   * The ENS registry names are read from (lower case). Unset: the one the launcher deployed on the
   * local chain, ENS's own on mainnet and its test networks, else no names.
   */
  ensRegistryAddress: `0x${string}` | undefined;
}

const lower = (address: string | undefined) => address?.toLowerCase() as `0x${string}` | undefined;

export function contractAddresses(e: z.infer<z.ZodObject<typeof ContractsEnvShape>>): ContractAddresses {
  return {
    marketplaceAddress: lower(e.MARKETPLACE_ADDRESS),
    ethUsdFeedAddress: lower(e.ETH_USD_FEED_ADDRESS),
    claimContractAddress: lower(e.CLAIM_CONTRACT_ADDRESS),
    ensRegistryAddress: lower(e.ENS_REGISTRY_ADDRESS),
  };
}
