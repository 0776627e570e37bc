import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { schemaDeclarations, wrapDeclarations } from './lazy-shared-schemas.ts';

function transform(code: string): string {
  return wrapDeclarations(code, schemaDeclarations(parseAst(code) as never));
}

describe('lazy shared schemas transform', () => {
  it('wraps schemas built from z, from schemas above, and from imported schemas', () => {
    const code = [
      "import { z } from 'zod';",
      "import { AddressSchema } from './address.ts';",
      'const hex = z.string().regex(/^0x[0-9a-f]*$/);',
      'export const TxSchema = z.object({ hash: hex, from: AddressSchema });',
      'export const TxListSchema = TxSchema.array().max(10);',
      'export const OwnerSchema = AddressSchema.nullable();',
      '',
    ].join('\n');
    expect(transform(code)).toBe(
      [
        "import { lazySchema as __lazySchema } from 'zod';",
        "import { z } from 'zod';",
        "import { AddressSchema } from './address.ts';",
        'const hex = __lazySchema(() => (z.string().regex(/^0x[0-9a-f]*$/)));',
        'export const TxSchema = __lazySchema(() => (z.object({ hash: hex, from: AddressSchema })));',
        'export const TxListSchema = __lazySchema(() => (TxSchema.array().max(10)));',
        'export const OwnerSchema = __lazySchema(() => (AddressSchema.nullable()));',
        '',
      ].join('\n'),
    );
  });

  it('leaves constants, aliases, property reads, functions and other calls as written', () => {
    const code = [
      "import { z } from 'zod';",
      'export const PAGE_SIZE = 25;',
      "export const kinds = ['a', 'b'];",
      'export const KindSchema = z.enum(kinds);',
      'export const KIND_OPTIONS = KindSchema.options;',
      'export const SameKindSchema = KindSchema;',
      'export const total = Math.max(1, 2);',
      'export function isKind(value) { return KindSchema.safeParse(value).success; }',
      'let later = z.string();',
    ].join('\n');
    const ranges = schemaDeclarations(parseAst(code) as never);
    expect(ranges.map(({ start, end }) => code.slice(start, end))).toEqual(['z.enum(kinds)']);
  });
});
