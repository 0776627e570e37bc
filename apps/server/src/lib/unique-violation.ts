/** PostgreSQL error fields, read through drizzle's wrapper (DrizzleQueryError keeps the driver error as cause). */
function pgError(error: unknown): { code?: string; constraint?: string } | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current && typeof current === 'object'; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return {
        code: candidate.code,
        constraint: typeof candidate.constraint === 'string' ? candidate.constraint : undefined,
      };
    }
    current = candidate.cause;
  }
  return undefined;
}

/** 23505 unique_violation on the named index or constraint. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const pg = pgError(error);
  return pg?.code === '23505' && pg.constraint === constraint;
}

/** 23503 foreign_key_violation on the named constraint. */
export function isForeignKeyViolation(error: unknown, constraint: string): boolean {
  const pg = pgError(error);
  return pg?.code === '23503' && pg.constraint === constraint;
}
