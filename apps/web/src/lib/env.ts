import { type EnvSettings, EnvSettingsSchema } from '@guardians/shared/site-config';

/** The id of the JSON script the server injects in place of `<!--guardians-env-->` in index.html. */
export const ENV_SCRIPT_ID = 'guardians-env';

let current: EnvSettings | undefined;
let pending: Promise<EnvSettings> | undefined;

/** Reads the settings the server inlined in the page; null when absent or not valid. */
export function readInlineEnv(doc: Document = document): EnvSettings | null {
  const text = doc.getElementById(ENV_SCRIPT_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed = EnvSettingsSchema.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
    console.warn('Inline env settings are invalid, fetching them instead', parsed.error);
  } catch (error) {
    console.warn('Inline env settings are not JSON, fetching them instead', error);
  }
  return null;
}

async function fetchEnv(): Promise<EnvSettings> {
  // Plain fetch, not the API client: the client's base URL comes from these very settings.
  const response = await fetch('/api/env-settings', { credentials: 'include' });
  if (!response.ok) throw new Error(`GET /api/env-settings answered ${response.status}`);
  const body: unknown = await response.json();
  const data = typeof body === 'object' && body !== null && 'data' in body ? body.data : undefined;
  return EnvSettingsSchema.parse(data);
}

/**
 * Resolves the settings once: synchronously from the inlined script in production (no extra round
 * trip before first paint), over the network only when the page was served without it.
 */
export function loadEnv(): Promise<EnvSettings> {
  if (current) return Promise.resolve(current);
  pending ??= Promise.resolve(readInlineEnv() ?? fetchEnv()).then(
    (env) => {
      current = env;
      return env;
    },
    (error: unknown) => {
      pending = undefined; // let a later call retry
      throw error;
    },
  );
  return pending;
}

/** The loaded settings; main.tsx awaits loadEnv() before rendering, so components can call this. */
export function getEnv(): EnvSettings {
  if (!current) throw new Error('Env settings are not loaded yet: await loadEnv() first');
  return current;
}

/** For tests and for start-up code that already holds validated settings. */
export function setEnv(env: EnvSettings): void {
  current = env;
}
