import { z } from 'zod';
import { AddressSchema } from './address.ts';
import { MAX_PAGE_OFFSET } from './db-limits.ts';
import { listResponse } from './envelopes.ts';

/** `/portal` (enablePortal): a passphrase checked on the server against PORTAL_PASSPHRASE. */
export const portalMessages = {
  wrong: 'That passphrase does not open the portal',
  closed: 'The portal is closed',
  locked: 'Enter the passphrase to open the portal',
} as const;
export const PortalUnlockBodySchema = z.object({ passphrase: z.string().min(1).max(200) });
export const PortalContentSchema = z.object({ title: z.string(), html: z.string() });
export const PortalContentResponseSchema = z.object({ data: PortalContentSchema });
/**
 * GET /api/portal: where this browser stands, always 200 (the site's page asks this, so a locked or
 * closed portal is no failed request): no portal on the site, locked, or open with its content.
 */
export const PortalStateSchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal('closed') }),
  z.object({ state: z.literal('locked') }),
  z.object({ state: z.literal('open'), content: PortalContentSchema }),
]);
export const PortalStateResponseSchema = z.object({ data: PortalStateSchema });

/** `/nftlover` (enableOwners): holders ranked by Guardians held. */
export const OWNERS_PAGE_SIZE = 25;
export const OwnersQuerySchema = z.object({
  offset: z.coerce.number<string | number>().int().min(0).max(MAX_PAGE_OFFSET).default(0),
  limit: z.coerce.number<string | number>().int().min(1).max(100).default(OWNERS_PAGE_SIZE),
});
export const OwnerEntrySchema = z.object({
  rank: z.number().int(),
  account: AddressSchema,
  username: z.string().nullable(),
  image: z.string().nullable(),
  held: z.number().int(),
});
export type OwnerEntry = z.infer<typeof OwnerEntrySchema>;
export const OwnersResponseSchema = listResponse(OwnerEntrySchema);
