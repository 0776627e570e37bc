import { z } from 'zod';

const CheckSchema = z.object({ ok: z.boolean(), latencyMs: z.number(), error: z.string().optional() });

export const HealthResponseSchema = z.object({
  data: z.object({ status: z.enum(['ok', 'degraded']), database: CheckSchema, chain: CheckSchema }),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;
