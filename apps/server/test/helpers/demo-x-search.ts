import { createHash } from 'node:crypto';
import { findFreePort } from '@guardians/contracts/anvil';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from './test-app.ts';

/** The demo's hashtag when CONTEST_HASHTAG is unset (decision 0073). */
export const HASHTAG = 'GuardiansFanArt';
export const COMPOSE = '/dev-oauth/x/compose/post';
const SEARCH = '/dev-oauth/x/2/tweets/search/recent';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/** What ingestion asks X (services/gallery/ingest/x-recent-search.ts). */
export const INGESTION_PARAMS = {
  query: `#${HASHTAG} has:media -is:retweet`,
  max_results: '100',
  expansions: 'attachments.media_keys,author_id',
  'tweet.fields': 'created_at,attachments,author_id,text',
  'media.fields': 'type,url,preview_image_url,variants,width,height,duration_ms',
  'user.fields': 'username,name,profile_image_url',
};

export interface DemoXSite {
  t: TestApp;
  /** http://127.0.0.1:<PORT>, where the site listens when `listen` was asked. */
  origin: string;
  /** GET the stand-in's recent search with the site's bearer token, another, or none (null). */
  search(params: Record<string, string>, token?: string | null): Promise<LightMyRequestResponse>;
  /** POST the compose page's form. */
  compose(form: Record<string, string>): Promise<LightMyRequestResponse>;
  /** Posts through the page and returns the new post's id (from the page it is sent back to). */
  post(form: { handle: string; text: string; picture?: string }): Promise<string>;
  /** The newest post's id that ingestion's search finds: `since_id` for what a test posts next. */
  newestId(): Promise<string>;
  /** The X account id the demo X's sign-in gives a handle (code + PKCE, token, /2/users/me). */
  signedInId(handle: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * The site on the local chain (no RPC_URL, no X_API_BEARER_TOKEN), where the demo stands in for X's
 * recent search; `env` adds settings (X_INGEST_INTERVAL_SECONDS: '0' keeps the periodic pass off).
 * `listen`: serve HTTP on PORT too, for ingestion, which reads the stand-in over the network.
 */
export async function startDemoXSite(env: Record<string, string>, listen = false): Promise<DemoXSite> {
  const port = await findFreePort();
  const origin = `http://127.0.0.1:${port}`;
  const t = await createTestApp({
    env: { RPC_URL: '', PORT: String(port), RATE_LIMIT_MAX: '100000', ...env },
  });
  if (listen) await t.app.listen({ port, host: '127.0.0.1' });
  const site: DemoXSite = {
    t,
    origin,
    search: (params, token = t.config.xIngest.bearerToken ?? null) =>
      t.app.inject({
        url: `${SEARCH}?${new URLSearchParams(params)}`,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      }),
    compose: (form) =>
      t.app.inject({
        method: 'POST',
        url: COMPOSE,
        headers: FORM,
        payload: new URLSearchParams(form).toString(),
      }),
    async post(form) {
      const res = await site.compose({ picture: 'great-waterfall', ...form });
      if (res.statusCode !== 303) throw new Error(`compose answered ${res.statusCode}: ${res.body}`);
      const id = new URL(String(res.headers.location), origin).searchParams.get('posted');
      if (!id || !/^\d+$/.test(id)) throw new Error(`compose sent to ${res.headers.location}`);
      return id;
    },
    async newestId() {
      return String((await site.search(INGESTION_PARAMS)).json().meta.newest_id);
    },
    signedInId: (handle) => signedInId(t, handle),
    close: () => t.close(),
  };
  return site;
}

async function signedInId(t: TestApp, handle: string): Promise<string> {
  const verifier = 'a-code-verifier-that-is-long-enough-for-pkce-0123456789';
  const redirectUri = 'http://localhost:3000/api/oauth/twitter/callback';
  const consent = await t.app.inject({
    method: 'POST',
    url: '/dev-oauth/x/i/oauth2/authorize',
    headers: FORM,
    payload: new URLSearchParams({
      response_type: 'code',
      client_id: 'guardians-demo',
      redirect_uri: redirectUri,
      scope: 'users.read tweet.read offline.access',
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
      handle,
      decision: 'allow',
    }).toString(),
  });
  const code = String(new URL(String(consent.headers.location)).searchParams.get('code'));
  const tokens = await t.app.inject({
    method: 'POST',
    url: '/dev-oauth/x/2/oauth2/token',
    headers: FORM,
    payload: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      code_verifier: verifier,
      client_id: 'guardians-demo',
    }).toString(),
  });
  const me = await t.app.inject({
    url: '/dev-oauth/x/2/users/me',
    headers: { authorization: `Bearer ${tokens.json().access_token}` },
  });
  return me.json().data.id;
}
