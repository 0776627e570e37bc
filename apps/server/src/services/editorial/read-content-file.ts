import { readFile } from 'node:fs/promises';
import type { ZodType } from 'zod';

/**
 * Reads a committed content file (JSON) and validates it; a bad file stops start-up with one line
 * naming the file and the first wrong field.
 */
export async function readContentFile<T>(file: string, schema: ZodType<T>): Promise<T> {
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`);
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${file}: ${issue?.path.join('.') || 'root'} ${issue?.message ?? 'is invalid'}`);
  }
  return parsed.data;
}
