import { Readable } from 'node:stream';
import {
  ErrorBodySchema,
  LedgerEntryResponseSchema,
  LedgerExportQuerySchema,
  PointsAdjustmentSchema,
} from '@guardians/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publishAfterCommit } from '../../../../infra/live/publish-after-commit.ts';
import { fileAnswer } from '../../../../plugins/openapi-media.ts';
import { NotSignedInError } from '../../../../services/auth/auth-errors.ts';
import { adjustPoints } from '../../../../services/points/adjustments.ts';
import { ledgerCsv } from '../../../../services/points/ledger-history.ts';

const tags = ['admin'];
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema };

/** Administrators' ledger tools: the CSV export and balance corrections (points:adjust). */
const adminPointsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ledger.csv',
    {
      config: { auth: 'points:adjust' },
      schema: {
        tags,
        summary: "The points ledger as CSV: one account's rows, or every account's without `account`",
        querystring: LedgerExportQuerySchema,
        response: { 200: fileAnswer('The ledger rows', ['text/csv']) },
      },
    },
    async (request, reply) => {
      const { account } = request.query;
      const name = account ? `points-ledger-${account}.csv` : 'points-ledger.csv';
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(ledgerCsv(app.db, account)));
    },
  );

  app.post(
    '/adjustments',
    {
      config: { auth: 'points:adjust', audit: { action: 'points.adjust' } },
      schema: {
        tags,
        summary: "Corrects an account's balance with an 'adjustment' ledger row (positive or negative)",
        body: PointsAdjustmentSchema,
        response: { 201: LedgerEntryResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      if (!request.session) throw new NotSignedInError();
      const entry = await adjustPoints(app.db, request.session.account, request.body);
      publishAfterCommit(app.live, { type: 'leaderboard', account: entry.account });
      reply.status(201);
      return { data: entry };
    },
  );
};

export default adminPointsRoutes;
