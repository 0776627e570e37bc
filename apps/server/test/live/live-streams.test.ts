import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { LocalLiveBus } from '../../src/infra/live/live-bus.ts';
import { type LiveStreamOptions, LiveStreams } from '../../src/infra/live/live-streams.ts';
import { listen, openEventStream, untilOpen } from './event-stream-client.ts';

const defaults: LiveStreamOptions = {
  maxPerIp: 5,
  heartbeatMs: 15_000,
  retryMs: 3_000,
  maxBufferedBytes: 256 * 1024,
  readyWaitMs: 2_000,
};

let app: FastifyInstance | undefined;

/** Only the stream machinery, on a bare server: the timings can be short here. */
async function serve(bus: LocalLiveBus, options: Partial<LiveStreamOptions>): Promise<string> {
  const streams = new LiveStreams(bus, { ...defaults, ...options });
  app = Fastify();
  app.addHook('preClose', async () => streams.closeAll());
  app.get('/api/events', (request, reply) => streams.open(request, reply));
  return listen(app);
}

afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('live streams', () => {
  it('sends a heartbeat comment while nothing happens', async () => {
    const url = await serve(new LocalLiveBus(), { heartbeatMs: 50 });
    const stream = await openEventStream(url);
    await expect.poll(() => stream.text().split(': ping\n\n').length - 1).toBeGreaterThanOrEqual(2);
    stream.close();
  });

  it('waits for a bus that is subscribing, but not forever', async () => {
    class SlowBus extends LocalLiveBus {
      ready = () => new Promise<void>(() => {});
    }
    const url = await serve(new SlowBus(), { readyWaitMs: 300 });
    const started = Date.now();
    const stream = await openEventStream(url);
    await untilOpen(stream);
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    stream.close();
  });
});
