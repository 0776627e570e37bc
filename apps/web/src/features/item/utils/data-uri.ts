/** True for a `data:` URI, which the viewer decodes itself instead of fetching (decision 0018). */
export function isDataUri(uri: string): boolean {
  return /^data:/i.test(uri.trim());
}

/**
 * The bytes of a `data:` URI, base64 or percent-encoded. The site's CSP leaves `data:` out of
 * connect-src, so fetch() may not read one; glTF files often embed their buffers this way.
 */
export function decodeDataUri(uri: string): ArrayBuffer {
  const trimmed = uri.trim();
  const comma = trimmed.indexOf(',');
  if (!isDataUri(trimmed) || comma < 0) throw new Error('Not a data: URI');
  const header = trimmed.slice(5, comma);
  const body = trimmed.slice(comma + 1);
  const isBase64 = /;base64$/i.test(header);
  const bytes = isBase64 ? base64Bytes(body) : percentBytes(body);
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

function base64Bytes(body: string): Uint8Array {
  const binary = atob(decodeURIComponent(body).replace(/\s+/g, ''));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Percent-escapes are bytes; other characters are text, written out as UTF-8. */
function percentBytes(body: string): Uint8Array {
  const out: number[] = [];
  const encoder = new TextEncoder();
  for (let i = 0; i < body.length; i++) {
    const isEscape = /^%[0-9a-f]{2}$/i.test(body.slice(i, i + 3));
    if (isEscape) {
      out.push(Number.parseInt(body.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      const codePoint = body.codePointAt(i) ?? 0;
      const char = String.fromCodePoint(codePoint);
      out.push(...encoder.encode(char));
      i += char.length - 1;
    }
  }
  return Uint8Array.from(out);
}
