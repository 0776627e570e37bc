import { z } from 'zod';
import { ContentOriginSchema } from './editorial-console.ts';
import { listResponse } from './envelopes.ts';
import { ShieldRuleSchema, ShieldSchema } from './shields.ts';

/**
 * A shield as the console lists it (`GET /api/admin/shields`): where it came from — 'file' as
 * content/shields.json made it, 'edited' from the file then changed in the console, 'console'
 * created there — and the rule that awards it (null: nobody earns it on their own).
 */
export const ConsoleShieldSchema = ShieldSchema.extend({
  origin: ContentOriginSchema,
  rule: ShieldRuleSchema.nullable(),
  /** For 'collector' the number of tokens; for 'early_supporter' the first N accounts. */
  threshold: z.number().int().positive(),
  updatedAt: z.iso.datetime(),
});
export type ConsoleShield = z.infer<typeof ConsoleShieldSchema>;
export const ConsoleShieldListResponseSchema = listResponse(ConsoleShieldSchema);
