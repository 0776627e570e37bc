import { z } from 'zod';
import { AddressSchema } from './address.ts';

/** GuardianCollection.SaleStage; the numbers are part of the product spec (append only). */
export const SALE_STAGES = ['none', 'whitelist', 'presale'] as const;

export const SALE_MESSAGES = {
  notASale: 'This collection has no sale on this site.',
  onWhitelist: 'This wallet is on the whitelist.',
  notOnWhitelist: 'This wallet is not on the whitelist.',
  open: 'This wallet can mint in the presale.',
  notActive: 'The sale is not open.',
  whitelistPending: 'This wallet is on the whitelist, but the list on chain has not been updated yet.',
  soldOut: 'Every token has been minted.',
  walletLimit: (limit: number) => `This wallet has reached its limit of ${limit}.`,
} as const;

export const SaleQuerySchema = z.object({
  account: AddressSchema.optional(),
});

const HexSchema = z.string().regex(/^0x[0-9a-fA-F]*$/);

/** What one wallet may do in the current stage; `proof` is what `mint(quantity, proof)` expects. */
const SaleAccountSchema = z.object({
  address: z.string(),
  eligible: z.boolean(),
  reason: z.string(),
  proof: z.array(HexSchema),
  minted: z.number().int(),
  /** Tokens this wallet may mint now: its allowance left, capped by the supply left; 0 when not eligible. */
  remaining: z.number().int(),
});
export type SaleAccount = z.infer<typeof SaleAccountSchema>;

export const SaleSchema = z.object({
  stage: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  stageName: z.enum(SALE_STAGES),
  /** Spec: the stage is not none and the price is above 0. */
  active: z.boolean(),
  /** ETH, decimal. */
  price: z.string(),
  priceWei: z.string(),
  /** 0: no per-wallet limit. */
  maxPerWallet: z.number().int(),
  totalSupply: z.number().int(),
  maxSupply: z.number().int(),
  soldOut: z.boolean(),
  whitelist: z.object({
    size: z.number().int(),
    /** Root of the stored list; null when the list is empty. */
    root: HexSchema.nullable(),
    onChainRoot: HexSchema,
    /** Whether the contract's root is the stored list's (the owner calls setMerkleRoot after a change). */
    upToDate: z.boolean(),
  }),
  account: SaleAccountSchema.optional(),
});
export type Sale = z.infer<typeof SaleSchema>;
export const SaleResponseSchema = z.object({ data: SaleSchema });

export const WhitelistBodySchema = z.object({
  accounts: z.array(AddressSchema).max(10_000),
});

const WhitelistSummarySchema = z.object({
  size: z.number().int(),
  root: HexSchema.nullable(),
});
export const WhitelistSummaryResponseSchema = z.object({ data: WhitelistSummarySchema });

export const WhitelistListResponseSchema = z.object({
  data: WhitelistSummarySchema.extend({ accounts: z.array(z.string()) }),
});
