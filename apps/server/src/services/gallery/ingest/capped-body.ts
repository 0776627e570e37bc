import type { Response } from 'undici';

export class BodyTooLargeError extends Error {
  override readonly name = 'BodyTooLargeError';
}

/**
 * The response body, refused past `maxBytes`: first by the declared length, then counted as it
 * arrives, since a missing or false Content-Length must not let a huge body through.
 */
export async function readCapped(response: Response, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > maxBytes) {
    await response.body?.cancel().catch(() => {});
    throw new BodyTooLargeError(`${declared} bytes declared, the limit is ${maxBytes}`);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (response.body) {
    for await (const chunk of response.body) {
      size += chunk.byteLength;
      if (size > maxBytes) {
        await response.body.cancel().catch(() => {});
        throw new BodyTooLargeError(`more than ${maxBytes} bytes`);
      }
      chunks.push(chunk);
    }
  }
  return Buffer.concat(chunks);
}
