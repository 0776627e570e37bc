import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { generatePrivateKey } from 'viem/accounts';
import { vaultAssets } from '../../src/db/schema/index.ts';
import type { RouteTableEntry } from '../../src/plugins/route-table.ts';
import { createCollection, createTokens, randomAddress } from '../helpers/catalogue-fixtures.ts';
import { insertSubmission } from '../helpers/gallery-fixtures.ts';
import { newAccount, requestMessage } from '../helpers/login-flow.ts';
import { multipart } from '../helpers/multipart.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { routeKey } from './authorization-routes.ts';
import { fillUrl, invalidParts, sampleFor } from './authorization-samples.ts';

export interface SignedIn {
  cookie: string;
  account: `0x${string}`;
}

/** Real rows the samples point at, so an allowed cell reaches its handler's real work. */
export interface MatrixWorld {
  guardians: { tokenAddress: string };
  submissionId: number;
  publicVaultAssetId: number;
}

/** anvil's account #0: it holds far more than the faucet's top-up line, so no ether is sent. */
const RICH_ANVIL_ACCOUNT = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
export const PORTAL_PASSPHRASE = 'matrix passphrase';

export async function buildMatrixWorld(t: TestApp): Promise<MatrixWorld> {
  const guardians = await createCollection(t.db, { slug: 'matrix-guardians', isDefault: true });
  await createTokens(t.db, guardians, [
    // With a picture, so a certified prize can be made of it.
    { id: 1, owner: randomAddress(), image: '/api/demo/matrix-guardians/1/image.png' },
    { id: 2, owner: randomAddress() },
  ]);
  const submissionId = await insertSubmission(t.db);
  const [asset] = await t.db
    .select({ id: vaultAssets.id })
    .from(vaultAssets)
    .where(eq(vaultAssets.holdersOnly, false))
    .limit(1);
  if (!asset) throw new Error('the seeded vault has no public asset');
  return { guardians, submissionId, publicVaultAssetId: asset.id };
}

interface Parts {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
  form?: Record<string, string>;
  /** Another session of the same caller, for a request that ends the one it is sent with. */
  cookie?: string;
}
interface OverrideContext {
  app: FastifyInstance;
  world: MatrixWorld;
  caller: SignedIn | null;
  /** Signs the caller in again and returns the new session's cookie. */
  freshSession: () => Promise<string>;
}
type Override = (ctx: OverrideContext) => Parts | Promise<Parts>;

const matrixStage = {
  name: 'Matrix stage',
  prizeUsd: 100,
  startsAt: '2030-01-01T00:00:00Z',
  endsAt: '2030-01-15T00:00:00Z',
};
const matrixPrize = (world: MatrixWorld) => ({
  name: 'Matrix prize',
  tokenAddress: world.guardians.tokenAddress,
  tokenId: '1',
});

/**
 * Where a generated sample would be refused for reasons that are not authorization (a wrong
 * signature, someone else's listing, a holders-only asset), the real value. Everything else is
 * generated from the route's schemas.
 */
const OVERRIDES: Record<string, Override> = {
  // Signing in replaces the session the request carries, so a signed-in caller spends a spare one.
  'POST /api/login': async ({ app, caller, freshSession }) => {
    const wallet = newAccount();
    const { message, deadline } = await requestMessage(app, wallet.address);
    const signature = await wallet.signMessage({ message });
    const body = { account: wallet.address, signature, deadline };
    return { query: { chainId: 31337 }, body, ...(caller ? { cookie: await freshSession() } : {}) };
  },
  // Logging out ends the session it is sent with: a second one keeps the caller signed in.
  'DELETE /api/logout': async ({ caller, freshSession }) => (caller ? { cookie: await freshSession() } : {}),
  'POST /api/users/new/:address': () => ({ params: { address: newAccount().address } }),
  'POST /api/dev/faucet': () => ({ body: { address: RICH_ANVIL_ACCOUNT } }),
  'POST /api/newsletter/subscribe': () => ({ body: { email: 'matrix@example.com', consent: true } }),
  'POST /api/portal/unlock': () => ({ body: { passphrase: PORTAL_PASSPHRASE } }),
  'POST /api/users/': () => ({ form: { biography: 'written by the authorization matrix' } }),
  'POST /api/gallery/submissions': () => ({ form: { text: 'matrix' } }),
  'POST /api/shields': () => ({ form: { name: `Matrix ${generatePrivateKey().slice(2, 8)}` } }),
  'PUT /api/shields/:id': () => ({ form: { name: 'Matrix' } }),
  // A multipart form, so an allowed cell reaches the upload's own checks (no files: 400 INVALID_INPUT).
  'POST /api/admin/vault': () => ({
    form: { title: 'Matrix', description: 'written by the authorization matrix' },
  }),
  // The public asset the download cells need stays public, and stays.
  'PATCH /api/admin/vault/:id': ({ world }) => ({
    params: { id: world.publicVaultAssetId },
    body: { title: 'Matrix' },
  }),
  'DELETE /api/admin/vault/:id': () => ({ params: { id: 2_147_483_647 } }),
  // The caller's own listing: someone else's is the owner suite's subject (403 NOT_SELLER).
  'POST /api/listings': ({ caller }) => ({
    body: {
      listing: {
        seller: caller?.account ?? randomAddress(),
        token: randomAddress(),
        tokenId: '1',
        price: '1',
        expiry: Math.floor(Date.now() / 1000) + 3600,
        nonce: '0',
        salt: '1',
      },
      signature: '0x00',
    },
  }),
  // The caller's own offer: someone else's is the owner suite's subject (403 NOT_OFFERER).
  'POST /api/offers': ({ caller }) => ({
    body: {
      offer: {
        offerer: caller?.account ?? randomAddress(),
        collection: randomAddress(),
        kind: 'collection',
        tokenId: '0',
        traitRoot: `0x${'00'.repeat(32)}`,
        amount: '1',
        quantity: '1',
        expiry: Math.floor(Date.now() / 1000) + 3600,
        nonce: '0',
        salt: '1',
      },
      signature: '0x00',
    },
  }),
  // A collection the index knows, so an allowed cell reaches the watch itself (201, then 200).
  'POST /api/watchlist': ({ world }) => ({
    body: { kind: 'collection', collection: world.guardians.tokenAddress },
  }),
  // Their Discord link, which they can spare: X must stay linked for the routes that need it.
  'DELETE /api/user-social/delete/:providerOrId': () => ({ params: { providerOrId: 'discord' } }),
  'POST /api/vault/download/:id': ({ world }) => ({ params: { id: world.publicVaultAssetId } }),
  'GET /api/swaps/claim/signature': () => ({ query: { chainId: 31337, amount: '1', id: 1 } }),
  'HEAD /api/swaps/claim/signature': () => ({ query: { chainId: 31337, amount: '1', id: 1 } }),
  'POST /api/gallery/reaction/:id': ({ world }) => ({
    params: { id: world.submissionId },
    body: { reactionType: 'love' },
  }),
  'POST /api/art-contests/artist-submission-reaction/update': ({ world }) => ({
    body: { reactionType: 'Love', id: world.submissionId },
  }),
  'POST /api/nfts/reactions/update/:token/:id': ({ world }) => ({
    params: { token: world.guardians.tokenAddress, id: '1' },
    body: { chainId: 31337, type: 'like' },
  }),
  'POST /api/art-contests/gallery/claim/:id': () => ({ params: { id: '2' } }),
  // A stage must end after it starts, which a generated sample (both "now") does not.
  'POST /api/admin/contest/stages': () => ({ body: matrixStage }),
  'PUT /api/admin/contest/stages/:id': () => ({ body: matrixStage }),
  // A prize must be an indexed item of one of the site's collections.
  'POST /api/admin/certified-nfts': ({ world }) => ({ body: matrixPrize(world) }),
  'PUT /api/admin/certified-nfts/:id': ({ world }) => ({ body: matrixPrize(world) }),
};

export interface CellRequest {
  options: InjectOptions;
  /** Parts the route's schemas would refuse; must be empty for the cell to mean anything. */
  invalid: string[];
}

/** The request `caller` sends to `route`: generated from the schemas, then the override on top. */
export async function cellRequest(route: RouteTableEntry, ctx: OverrideContext): Promise<CellRequest> {
  const { caller } = ctx;
  const override = (await OVERRIDES[routeKey(route)]?.(ctx)) ?? {};
  const params = { ...sampleFor(route, 'params'), ...override.params };
  const query = { ...sampleFor(route, 'querystring'), ...override.query };
  const body = 'body' in override ? override.body : sampleFor(route, 'body');
  const cookie = override.cookie ?? caller?.cookie;
  const headers: Record<string, string> = cookie ? { cookie } : {};
  const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  const url = `${fillUrl(route.url, params)}${search.size > 0 ? `?${search}` : ''}`;
  const options: InjectOptions = { method: route.method as InjectOptions['method'], url, headers };
  if (override.form) {
    const form = multipart(override.form);
    options.payload = form.payload;
    Object.assign(headers, form.headers);
  } else if (body !== undefined) {
    options.payload = body as InjectOptions['payload'];
    headers['content-type'] = 'application/json';
  }
  return { options, invalid: override.form ? [] : invalidParts(route, { params, query, body }) };
}
