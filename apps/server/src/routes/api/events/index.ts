import { ErrorBodySchema, LIVE_EVENT_TYPES, LiveEventsQuerySchema } from '@guardians/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LiveStreams } from '../../../infra/live/live-streams.ts';

/** A tab holds one stream; 20 covers a household behind one address with many tabs open. */
const MAX_STREAMS_PER_IP = 20;

const streamDescription = `Server-sent events, one \`data:\` line of JSON per change (${LIVE_EVENT_TYPES.join(', ')}), each with an \`id:\`; a \`: ping\` comment every 15 s`;

/**
 * GET /api/events: what changed (likes, loves, points, claims, fan art, collections), as it
 * happens on any API node, so open pages refetch what they show without a reload (decision 0049).
 */
const eventsRoutes: FastifyPluginAsyncZod = async (app) => {
  const streams = new LiveStreams(app.live, {
    maxPerIp: MAX_STREAMS_PER_IP,
    heartbeatMs: 15_000,
    retryMs: 3_000,
    maxBufferedBytes: 256 * 1024,
    readyWaitMs: 2_000,
  });
  // Before the HTTP server closes, which waits for every open response: streams never end alone.
  app.addHook('preClose', async () => streams.closeAll());

  app.get(
    '/',
    {
      // A stream is one long request: the per-minute request limit would count nothing useful.
      config: { rateLimit: false },
      exposeHeadRoute: false,
      schema: {
        tags: ['live'],
        summary:
          'Live updates as server-sent events (Accept: text/event-stream); `types` keeps only the listed event types',
        querystring: LiveEventsQuerySchema,
        // Only the stream is text/event-stream: a `produces` would label the JSON errors with it too.
        response: {
          200: {
            description: streamDescription,
            content: { 'text/event-stream': { schema: z.string().describe(streamDescription) } },
          },
          400: ErrorBodySchema,
          406: ErrorBodySchema,
          429: ErrorBodySchema,
          503: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => streams.open(request, reply, request.query.types),
  );
};

export default eventsRoutes;
