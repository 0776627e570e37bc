import { parse } from 'yaml';
import type { ZodType } from 'zod';

/** A Markdown file with YAML front matter between two `---` lines at the top. */
const FRONT_MATTER = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/**
 * Splits a content file into its validated front matter and its Markdown body. A bad file stops
 * start-up with one line naming the file and the problem (like `read-content-file.ts` for JSON).
 */
export function parseFrontMatter<T>(
  file: string,
  source: string,
  schema: ZodType<T>,
): { data: T; body: string } {
  const match = FRONT_MATTER.exec(source);
  if (!match) throw new Error(`${file}: front matter missing (the file must start with a --- line)`);
  let raw: unknown;
  try {
    // Core schema: `2025-03-01` stays a string (the schemas coerce dates); duplicate keys are errors.
    raw = parse(match[1] ?? '', { schema: 'core', uniqueKeys: true, maxAliasCount: 0 });
  } catch (error) {
    throw new Error(`${file}: front matter is not valid YAML: ${firstLine((error as Error).message)}`);
  }
  const parsed = schema.safeParse(raw ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${file}: ${issue?.path.join('.') || 'front matter'} ${issue?.message ?? 'is invalid'}`);
  }
  const body = source.slice(match[0].length).trim();
  if (!body) throw new Error(`${file}: the body after the front matter is empty`);
  return { data: parsed.data, body };
}

function firstLine(text: string): string {
  return text.split('\n', 1)[0] ?? text;
}
