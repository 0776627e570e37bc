import { AddressSchema, SiteConfigSchema } from '@guardians/shared';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';

const Point = () => z.object({ x: z.number().int(), y: z.number().int() }).strict();

describe('lazySchema', () => {
  it('builds nothing until the schema is used, then builds it once', () => {
    const build = vi.fn(Point);
    const schema = lazySchema(build);
    expect(build).not.toHaveBeenCalled();
    expect(schema.parse({ x: 1, y: 2 })).toEqual({ x: 1, y: 2 });
    expect(schema.safeParse({ x: 1 }).success).toBe(false);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('parses and reports errors exactly as the schema itself', () => {
    const lazy = lazySchema(Point);
    const eager = Point();
    for (const input of [{ x: 1, y: 2 }, { x: 1.5, y: 2 }, { x: 1, y: 2, z: 3 }, 'point', null]) {
      const a = lazy.safeParse(input);
      const b = eager.safeParse(input);
      expect(a.success).toBe(b.success);
      expect(a.error?.issues).toEqual(b.error?.issues);
    }
  });

  it('composes: methods, shape, instanceof and schemas built around it', () => {
    const point = lazySchema(Point);
    expect(point).toBeInstanceOf(z.ZodObject);
    expect(Object.keys(point.shape)).toEqual(['x', 'y']);
    expect(point.optional().parse(undefined)).toBeUndefined();
    expect(point.extend({ label: z.string() }).parse({ x: 0, y: 0, label: 'origin' })).toEqual({
      x: 0,
      y: 0,
      label: 'origin',
    });
    const line = z.object({ from: point, to: point });
    expect(line.parse({ from: { x: 0, y: 0 }, to: { x: 3, y: 4 } }).to).toEqual({ x: 3, y: 4 });
    expect(line.safeParse({ from: { x: 0, y: 0 }, to: { x: 'far' } }).error?.issues[0]?.path).toEqual([
      'to',
      'x',
    ]);
    expect(
      z
        .array(point)
        .max(1)
        .safeParse([
          { x: 0, y: 0 },
          { x: 1, y: 1 },
        ]).success,
    ).toBe(false);
  });

  it('answers reflection: own keys, descriptors and prototype', () => {
    const point = lazySchema(Point);
    const eager = Point();
    expect(Reflect.ownKeys(point)).toEqual(Reflect.ownKeys(eager));
    expect(Object.getOwnPropertyDescriptor(point, '_zod')?.value).toBeDefined();
    expect(Object.getPrototypeOf(point)).toBe(Object.getPrototypeOf(eager));
    expect('parse' in point).toBe(true);
  });
});

describe('the web build of @guardians/shared', () => {
  it('declares its schemas lazily (build-plugins/lazy-shared-schemas.ts)', () => {
    // Zod defines `_zod` as non-configurable on a schema; only the lazy proxy reports it configurable.
    for (const schema of [AddressSchema, SiteConfigSchema]) {
      expect(Object.getOwnPropertyDescriptor(schema, '_zod')?.configurable).toBe(true);
    }
    expect(AddressSchema.safeParse('0x0000000000000000000000000000000000000001').success).toBe(true);
  });
});
