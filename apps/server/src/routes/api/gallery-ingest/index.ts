import { ErrorBodySchema, GalleryIngestResponseSchema } from '@guardians/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { XIngestRunner } from '../../../services/gallery/ingest/ingest-runner.ts';
import {
  type IngestSchedule,
  startIngestSchedule,
} from '../../../services/gallery/ingest/ingest-schedule.ts';

/**
 * Fan art from X's recent search for the contest hashtag (decision 0040): an administrator's pass on
 * demand, and with X_INGEST_INTERVAL_SECONDS > 0 a periodic pass that lives and dies with the server.
 */
const galleryIngestRoutes: FastifyPluginAsyncZod = async (app) => {
  const { xIngest } = app.config;
  const runner = new XIngestRunner({
    db: app.db,
    storage: app.storage,
    log: app.log,
    x: xIngest,
    maxPixels: app.config.avatarMaxPixels,
  });
  let schedule: IngestSchedule | undefined;
  if (runner.configured && xIngest.intervalSeconds > 0) {
    app.addHook('onReady', async () => {
      schedule = startIngestSchedule(runner, xIngest.intervalSeconds, app.log);
    });
  }
  app.addHook('onClose', async () => {
    const stopping = schedule?.stop();
    await runner.close();
    await stopping;
  });

  app.post(
    '/admin/gallery/ingest',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['admin'],
        summary:
          "Runs one pass over X's recent search for the contest hashtag: new posts with media become submissions (one pass at a time; 409 when X is not configured)",
        response: {
          200: GalleryIngestResponseSchema,
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          409: ErrorBodySchema,
          429: ErrorBodySchema,
          502: ErrorBodySchema,
        },
      },
    },
    async () => ({ data: await runner.run() }),
  );
};

export default galleryIngestRoutes;
