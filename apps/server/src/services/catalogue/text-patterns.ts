/** `%`, `_` and the escape character itself match literally (PostgreSQL's default LIKE escape is `\`). */
function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** An ILIKE pattern matching `term` anywhere in the text. */
export function containsPattern(term: string): string {
  return `%${escapeLike(term)}%`;
}

/** An ILIKE pattern matching text that starts with `term`. */
export function prefixPattern(term: string): string {
  return `${escapeLike(term)}%`;
}

/**
 * `term` as a PostgreSQL regular expression matching itself: every character that is not a letter,
 * digit, underscore or space is backslash-escaped (a backslash before such a character is literal).
 */
export function escapeRegex(term: string): string {
  return term.replace(/[^\p{L}\p{N}_\s]/gu, (char) => `\\${char}`);
}
