/**
 * The URLs editorial Markdown may point at. Allow-lists, not block-lists: whatever a browser would
 * treat as a scheme we did not name (javascript:, data:, vbscript:, a look-alike with an entity or a
 * control character inside) is refused. Markdown-it hands us URLs with entities already decoded.
 */

// Browsers drop tabs and newlines anywhere in a URL and ignore leading control characters and spaces,
// so `java\tscript:` runs; any such character makes the URL unusable here.
function hasControlOrSpace(url: string): boolean {
  for (const char of url) {
    const code = char.codePointAt(0) ?? 0;
    if (code <= 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029) return true;
  }
  return false;
}

/** `/path` on this site; `//host` and `/\host` are other sites to a browser. */
function isSiteRelative(url: string): boolean {
  return /^\/(?![/\\])/.test(url);
}

function isHttps(url: string): boolean {
  return /^https:\/\/[^/\\]/i.test(url);
}

function isHttp(url: string): boolean {
  return /^https?:\/\/[^/\\]/i.test(url);
}

/** Where a link may go: http(s), mailto, this site, or an anchor on the page. */
export function isSafeLinkUrl(url: string): boolean {
  if (hasControlOrSpace(url)) return false;
  return isHttp(url) || /^mailto:[^/\\]/i.test(url) || isSiteRelative(url) || /^#[\w-]*$/.test(url);
}

/** Where an image may come from: this site or an https URL. */
export function isSafeImageUrl(url: string): boolean {
  if (hasControlOrSpace(url)) return false;
  return isHttps(url) || isSiteRelative(url);
}

/** Absolute http(s) links lead to another site: they open in a new tab without our referrer. */
export function isExternalUrl(url: string): boolean {
  return isHttp(url);
}
