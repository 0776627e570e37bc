import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { inlineParameters } from '../../src/db/inline-parameters.ts';
import { createTestDatabase } from '../helpers/test-database.ts';

describe('inlineParameters', () => {
  it('writes parameters in as literals and leaves quoted text, names, bodies and comments alone', () => {
    const text = `select $1, '$2', "a$2", $$ $2 $$, $fn$ $2 $fn$, E'\\' $2', 'it''s $2' -- $2\n, /* $2 */ $2, x$2`;
    expect(inlineParameters(text, ["o'k", 7])).toBe(
      `select 'o''k', '$2', "a$2", $$ $2 $$, $fn$ $2 $fn$, E'\\' $2', 'it''s $2' -- $2\n, /* $2 */ '7', x$2`,
    );
  });

  it('writes null as NULL, and gives up on binary values and missing parameters', () => {
    expect(inlineParameters('select $1, $2', [null, undefined])).toBe('select NULL, NULL');
    expect(inlineParameters('select $1', [Buffer.from('ab')])).toBeUndefined();
    expect(inlineParameters('select $1, $2', ['one'])).toBeUndefined();
    // $10 is the tenth parameter, not the first followed by 0.
    const ten = Array.from({ length: 10 }, (_, i) => i + 1);
    expect(inlineParameters('select $10, $1', ten)).toBe("select '10', '1'");
  });

  describe('on PostgreSQL', () => {
    let database: Database;
    beforeAll(async () => {
      database = await createTestDatabase();
    });
    afterAll(() => database.close());

    it('reads back what the same statement with parameters reads', async () => {
      const text =
        'select $1::text as quoted, $2::text as backslash, $3::int + 1 as number, $4::timestamptz as at, ' +
        '$5::jsonb as doc, $6::text[] as list, $7::text as missing, $8::boolean as flag, ' +
        `'$1' as untouched, 5 = any($9) as found`;
      const values = [
        "it's",
        'a \\ b \\',
        41,
        new Date('2026-11-23T10:00:00.000Z'),
        { name: "O'Brien", tags: ['a"b'] },
        ['x', "y'z", 'w\\v', 'with space'],
        null,
        true,
        [1, 5],
      ];
      const inlined = inlineParameters(text, values);
      expect(inlined).toBeDefined();
      const [withParameters] = (await database.pool.query(text, values)).rows;
      const [withLiterals] = (await database.pool.query(inlined as string)).rows;
      expect(withLiterals).toEqual(withParameters);
      expect(withLiterals).toMatchObject({ quoted: "it's", number: 42, untouched: '$1', found: true });
    });
  });
});
