import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { noMemoizer } from './zod-global-config.ts';

describe('zod global config of the web build', () => {
  it('is installed before zod builds a schema', () => {
    z.object({ a: z.string() }).parse({ a: 'x' });
    const config = (globalThis as { __zod_globalConfig?: Record<string, unknown> }).__zod_globalConfig;
    expect(config?.memoizer).toBe(noMemoizer);
    expect(config?.jitless).toBe(true);
  });

  it('parses nested objects, arrays, records and transforms as zod does without it', () => {
    const schema = z.object({
      id: z.string(),
      items: z.array(z.object({ n: z.number().int(), tags: z.array(z.string()).optional() })),
      lookup: z.record(z.string(), z.number()),
      when: z.string().transform((value) => value.length),
    });
    const input = { id: 'a', items: [{ n: 1, tags: ['t'] }, { n: 2 }], lookup: { x: 1 }, when: 'abc' };
    expect(schema.parse(input)).toEqual({ ...input, when: 3 });
    // A fresh object, not the input: the no-op memoizer hands zod the empty value it asked for.
    expect(schema.parse(input).items).not.toBe(input.items);
  });

  it('reports the same issues and paths', () => {
    const schema = z.object({ items: z.array(z.object({ n: z.number() })) });
    const result = schema.safeParse({ items: [{ n: 1 }, { n: 'two' }] });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ code: 'invalid_type', expected: 'number', path: ['items', 1, 'n'] }),
    ]);
  });
});
