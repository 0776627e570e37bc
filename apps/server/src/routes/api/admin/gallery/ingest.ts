import { ErrorBodySchema, GalleryIngestResponseSchema, type GalleryIngestResult } from '@guardians/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { LiveBus } from '../../../../infra/live/live-bus.ts';
import { publishAfterCommit } from '../../../../infra/live/publish-after-commit.ts';
import { type IngestRunnerDeps, XIngestRunner } from '../../../../services/gallery/ingest/ingest-runner.ts';
import {
  type IngestSchedule,
  startLockedIngestSchedule,
} from '../../../../services/gallery/ingest/ingest-schedule.ts';

/** Passes that wrote new fan art tell open gallery pages, whether an admin or the timer ran them. */
class AnnouncingIngestRunner extends XIngestRunner {
  constructor(
    deps: IngestRunnerDeps,
    private readonly live: LiveBus,
  ) {
    super(deps);
  }

  override async run(): Promise<GalleryIngestResult> {
    const result = await super.run();
    if (result.created > 0) publishAfterCommit(this.live, { type: 'submission' });
    return result;
  }
}

/**
 * Fan art from X's recent search for the contest hashtag (decision 0040): an administrator's pass on
 * demand, and with X_INGEST_INTERVAL_SECONDS > 0 a periodic pass that lives and dies with the server,
 * run by one API process at a time (the one holding the X ingestion lock, decision 0051).
 */
const galleryIngestRoutes: FastifyPluginAsyncZod = async (app) => {
  const { xIngest } = app.config;
  const runner = new AnnouncingIngestRunner(
    { db: app.db, storage: app.storage, log: app.log, x: xIngest, maxPixels: app.config.avatarMaxPixels },
    app.live,
  );
  let schedule: IngestSchedule | undefined;
  if (runner.configured && xIngest.intervalSeconds > 0) {
    app.addHook('onReady', async () => {
      schedule = startLockedIngestSchedule(app.db, runner, xIngest.intervalSeconds, app.log);
    });
  }
  app.addHook('onClose', async () => {
    const stopping = schedule?.stop();
    await runner.close();
    await stopping;
  });

  app.post(
    '/ingest',
    {
      config: { auth: 'submissions:disable', audit: { action: 'gallery.ingest' } },
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
