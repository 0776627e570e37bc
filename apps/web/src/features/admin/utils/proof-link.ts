/**
 * The proof as a link when the whole of it is an http(s) address; anything else (a note, a
 * `javascript:` or `data:` address) is shown as text and never made clickable.
 */
export function proofLink(proof: string | null): string | null {
  const text = proof?.trim();
  if (!text || /\s/.test(text)) return null;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
