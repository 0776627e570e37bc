import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
  onRequestHookHandler,
} from 'fastify';
import { clientKey } from '../infra/rate-limits/client-key.ts';
import { RateLimitedError } from '../infra/rate-limits/rate-limit-errors.ts';
import type { WindowCount, WindowCounter } from '../infra/rate-limits/window-counter.ts';
import { appendRouteHook } from './route-hooks.ts';

/** A route's own limit (`config.rateLimit`), counted apart from the site-wide one. */
export interface RouteRateLimit {
  max: number;
  /** The window's length in milliseconds. */
  timeWindow: number;
}

interface Limit {
  bucket: string;
  max: number;
  windowMs: number;
}

/**
 * The hook that counts a request against `limit`. A callback hook, answering at once when the
 * count is in this process's memory: the limit runs on every API request, and each promise hop
 * it took cost the hot reads a measurable share of their time (decision 0064).
 */
function limiter(counter: WindowCounter, { bucket, max, windowMs }: Limit): onRequestHookHandler {
  const answer = (reply: FastifyReply, counted: WindowCount, now: number, done: HookHandlerDoneFunction) => {
    const resetSeconds = Math.ceil(Math.max(0, counted.resetAt - now) / 1000);
    reply
      .header('x-ratelimit-limit', max)
      .header('x-ratelimit-remaining', Math.max(0, max - counted.hits))
      .header('x-ratelimit-reset', resetSeconds);
    if (counted.hits > max) done(new RateLimitedError(Math.max(1, resetSeconds)));
    else done();
  };
  return function rateLimit(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) {
    const key = clientKey(request.ip);
    const now = Date.now();
    const counted = counter.hitNow?.(bucket, key, windowMs, now);
    if (counted) return answer(reply, counted, now, done);
    // A counter that cannot answer (Redis down, the table unreachable) fails the request: the
    // error handler answers 503, never a request let through uncounted.
    counter.hit(bucket, key, windowMs, now).then((count) => answer(reply, count, now, done), done);
  };
}

/**
 * The API's rate limits, on every route registered after this in `api`'s scope: `max` requests a
 * window per client across the API (bucket 'api'); a route with `config.rateLimit` counts in its
 * own bucket, named after it, and `config.rateLimit: false` is not limited. Answers carry
 * `x-ratelimit-limit`, `-remaining` and `-reset`; a refusal is 429 with `retry-after`.
 */
export function registerApiRateLimit(
  api: FastifyInstance,
  counter: WindowCounter,
  settings: { max: number; windowMs: number },
): void {
  const siteWide = limiter(counter, { bucket: 'api', ...settings });
  api.addHook('onRoute', (route) => {
    const own = route.config?.rateLimit;
    if (own === false) return;
    const hook = own
      ? limiter(counter, {
          bucket: `${[route.method].flat().join(',')} ${route.url}`,
          max: own.max,
          windowMs: own.timeWindow,
        })
      : siteWide;
    appendRouteHook(route, 'onRequest', hook);
  });
}
