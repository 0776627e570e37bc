import { Readable } from 'node:stream';
import { AuditListResponseSchema, AuditQuerySchema, ErrorBodySchema } from '@guardians/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileAnswer } from '../../../../plugins/openapi-media.ts';
import { auditCsvLines, listAudit } from '../../../../services/admin/audit-log.ts';

const tags = ['admin'];
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema };

/** The console's audit log (audit:read): every console change, paged and searchable, and as CSV. */
const adminAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { auth: 'audit:read' },
      schema: {
        tags,
        summary: 'A page of console changes (who, what, before, after, when), newest first; q searches them',
        querystring: AuditQuerySchema,
        response: { 200: AuditListResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { data: await listAudit(app.db, request.query) };
    },
  );

  app.get(
    '/audit.csv',
    {
      config: { auth: 'audit:read' },
      schema: {
        tags,
        summary:
          'Every console change matching q as CSV, oldest first: id, at, actor, actor_name, action, target, before, after',
        querystring: AuditQuerySchema.pick({ q: true }),
        response: { 200: fileAnswer('One row per change', ['text/csv']), ...errors },
      },
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="audit-log.csv"')
        .header('cache-control', 'no-store')
        .send(Readable.from(auditCsvLines(app.db, request.query.q))),
  );
};

export default adminAuditRoutes;
