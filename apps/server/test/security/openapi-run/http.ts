import type { Case } from './cases.ts';
import type { Answer } from './checks.ts';
import type { Operation, Schema } from './openapi-doc.ts';

/** A 1×1 PNG: what a file part of a multipart body carries (the document asks for an image). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export const REQUEST_TIMEOUT_MS = 20_000;

export function urlOf(base: string, op: Operation, c: Pick<Case, 'path' | 'query'>): URL {
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(c.path[name] ?? ''));
  const url = new URL(path, base);
  for (const [k, v] of c.query) url.searchParams.append(k, v);
  return url;
}

function multipartBody(schema: Schema, value: Record<string, unknown>): FormData {
  const form = new FormData();
  const props = (schema.properties ?? {}) as Record<string, Schema>;
  const files: string[] = [];
  for (const [name, v] of Object.entries(value)) {
    if (v === undefined) continue;
    if (props[name]?.format === 'binary') files.push(name);
    else
      for (const item of [v].flat())
        form.append(name, typeof item === 'string' ? item : JSON.stringify(item));
  }
  // Fields before the file, as a browser's form sends them.
  for (const name of files) form.append(name, new Blob([PNG], { type: 'image/png' }), 'upload.png');
  return form;
}

function acceptOf(op: Operation): string {
  const types = Object.entries(op.responses)
    .filter(([status]) => /^[23]/.test(status))
    .flatMap(([, r]) => Object.keys(r.content));
  return [...new Set([...types, '*/*;q=0.1'])].join(', ');
}

/** Sends one case; `null` when nothing came back in time. */
export async function send(base: string, c: Case, cookie: string | undefined): Promise<Answer | null> {
  // A client asks for what the document says it gets (the event stream refuses anything else: 406).
  const headers: Record<string, string> = { accept: acceptOf(c.op) };
  if (cookie) headers.cookie = cookie;
  let body: string | FormData | undefined;
  if (c.body) {
    if (c.body.mediaType === 'multipart/form-data') {
      const media = c.op.body?.media.find((m) => m.mediaType === 'multipart/form-data');
      const value = c.body.value;
      body =
        value && typeof value === 'object' && !Array.isArray(value)
          ? multipartBody(media?.schema ?? {}, value as Record<string, unknown>)
          : multipartBody({}, { value: JSON.stringify(value) });
    } else {
      headers['content-type'] = c.body.mediaType;
      body = JSON.stringify(c.body.value);
    }
  }
  return request(urlOf(base, c.op, c), c.op.method, headers, body);
}

export async function request(
  url: URL,
  method: string,
  headers: Record<string, string>,
  body?: string | FormData,
): Promise<Answer | null> {
  try {
    const res = await fetch(url, {
      method,
      headers,
      ...(body !== undefined ? { body } : {}),
      redirect: 'manual',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    // Event streams stay open: the status, headers and first bytes are the answer.
    const text = (res.headers.get('content-type') ?? '').startsWith('text/event-stream')
      ? await firstChunk(res)
      : await res.text();
    return { status: res.status, headers: res.headers, body: text };
  } catch (error) {
    if ((error as Error).name === 'TimeoutError') return null;
    throw error;
  }
}

async function firstChunk(res: Response): Promise<string> {
  const reader = res.body?.getReader();
  if (!reader) return '';
  const { value } = await reader.read();
  await reader.cancel();
  return new TextDecoder().decode(value ?? new Uint8Array());
}
