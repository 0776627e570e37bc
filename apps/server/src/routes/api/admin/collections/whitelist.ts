import {
  CollectionRefParamsSchema,
  ErrorBodySchema,
  WhitelistBodySchema,
  WhitelistListResponseSchema,
  WhitelistSummaryResponseSchema,
} from '@guardians/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publishAfterCommit } from '../../../../infra/live/publish-after-commit.ts';
import { findCollection } from '../../../../services/catalogue/read/collection-lookup.ts';
import { createReadContext } from '../../../../services/catalogue/read/read-context.ts';
import { loadWhitelist, saveWhitelist } from '../../../../services/sale/whitelist-service.ts';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };

/**
 * The whitelist of a collection's sale (decision 0025). The server only stores the list and serves
 * proofs; the collection's owner sets the returned root on chain (setMerkleRoot) with their own key.
 */
const adminWhitelistRoutes: FastifyPluginAsyncZod = async (app) => {
  const read = createReadContext({ db: app.db, chainId: app.chain.chainId, config: app.config });
  const keyOf = async (ref: string) => {
    const row = await findCollection(read, ref, undefined);
    return { id: row.id, chainId: row.chainId, tokenAddress: row.tokenAddress };
  };

  app.get(
    '/:token/whitelist',
    {
      config: { auth: 'collections:edit' },
      schema: {
        tags: ['admin'],
        summary: "A collection's whitelist, with the Merkle root it makes",
        params: CollectionRefParamsSchema,
        response: { 200: WhitelistListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const stored = await loadWhitelist(app.db, await keyOf(request.params.token));
      return {
        data: { size: stored.accounts.length, root: stored.tree?.root ?? null, accounts: stored.accounts },
      };
    },
  );

  app.put(
    '/:token/whitelist',
    {
      config: { auth: 'collections:edit', audit: { action: 'collections.whitelist' } },
      schema: {
        tags: ['admin'],
        summary: "Replaces a collection's whitelist; returns the root for the owner's setMerkleRoot",
        params: CollectionRefParamsSchema,
        body: WhitelistBodySchema,
        response: { 200: WhitelistSummaryResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { id, ...key } = await keyOf(request.params.token);
      const data = await saveWhitelist(app.db, key, request.body.accounts);
      // The collection's presale (whitelist size and root) is part of what its pages show.
      publishAfterCommit(app.live, { type: 'catalogue', collectionId: id });
      return { data };
    },
  );
};

export default adminWhitelistRoutes;
