import { z } from 'zod';

/** One dependency probe: how long it took and, when it failed, a short reason without details. */
const DependencyCheckSchema = z.object({
  ok: z.boolean(),
  latencyMs: z.number(),
  error: z.string().optional(),
});
export type DependencyCheck = z.infer<typeof DependencyCheckSchema>;

/** GET /api/health: liveness. 200 as long as the process serves requests; touches no dependency. */
export const HealthResponseSchema = z.object({
  data: z.object({ status: z.literal('ok'), uptimeSeconds: z.number() }),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;

/**
 * GET /api/ready: readiness. 'ok' (200) when every dependency answers; 'degraded' (503) when one
 * does not; 'draining' (503) while the node shuts down, so a load balancer stops sending it traffic.
 * `redis` is present only when the node is configured with Redis.
 */
export const ReadyResponseSchema = z.object({
  data: z.object({
    status: z.enum(['ok', 'degraded', 'draining']),
    database: DependencyCheckSchema,
    chain: DependencyCheckSchema,
    redis: DependencyCheckSchema.optional(),
  }),
});
export type ReadyResponse = z.infer<typeof ReadyResponseSchema>;
