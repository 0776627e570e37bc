import { AddressSchema } from '@guardians/shared/common';
import { SiteConfigSchema } from '@guardians/shared/site-config';
import { describe, expect, it } from 'vitest';
import { config, util, z } from 'zod';

describe('zod in the web build (lib/zod.ts)', () => {
  it('is jitless before the shared modules build their schemas, so it never probes eval', () => {
    // Both modules built object schemas when they loaded. Had one been built before `jitless` was
    // set, zod would have probed `new Function` then and cached `true` (eval is allowed here).
    expect(SiteConfigSchema).toBeDefined();
    expect(AddressSchema.safeParse('0x0000000000000000000000000000000000000001').success).toBe(true);
    expect(config().jitless).toBe(true);
    expect(util.allowsEval.value).toBe(false);
  });

  it('parses nested objects, arrays, records and transforms, and reports issues with their paths', () => {
    const schema = z.object({
      id: z.string(),
      items: z.array(z.object({ n: z.number().int(), tags: z.array(z.string()).optional() })),
      lookup: z.record(z.string(), z.number()),
      when: z.string().transform((value) => value.length),
    });
    const input = { id: 'a', items: [{ n: 1, tags: ['t'] }, { n: 2 }], lookup: { x: 1 }, when: 'abc' };
    expect(schema.parse(input)).toEqual({ ...input, when: 3 });
    const result = schema.safeParse({ ...input, items: [{ n: 1 }, { n: 'two' }] });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ code: 'invalid_type', expected: 'number', path: ['items', 1, 'n'] }),
    ]);
  });
});
