import type { RouteTableEntry } from '../../src/plugins/route-table.ts';
import { effectiveAuth, routeKey } from './authorization-routes.ts';

/**
 * Ownership cannot be read from a route's config, so every signed-in route that takes input (path,
 * query, body or a multipart form) must be classified here; one that is not fails the suite. A
 * signed-in route without any input can only ever act on the caller: the session is all it has.
 */

/** The input names a record some account owns: another user must be refused, with nothing written. */
export const OWNED_RESOURCE_ROUTES: Record<string, string> = {
  'DELETE /api/user-social/delete/:providerOrId': 'a social link, by its id',
  'POST /api/user-social/update': 'a social account (providerAccountId) and the wallet it is linked to',
  'POST /api/art-contests/gallery/claim/:id':
    'the claim on a contest piece (claiming a held piece releases it)',
  'POST /api/listings': "a seller's signed listing",
  'POST /api/offers': "an offerer's signed offer (paid from the offerer's WETH)",
  'POST /api/vault/download/:id': "a holders-only vault asset (a Guardian holder's right)",
  'PUT /api/watchlist/:id': "a person's watch, by its id (another's answers 404, as an unknown id)",
  'DELETE /api/watchlist/:id': "a person's watch, by its id (another's answers 404, as an unknown id)",
};

/**
 * The input names something shared (a public item, a quest, a code to redeem): another user's
 * request is allowed, and must leave the owner's own rows alone.
 */
export const CALLER_SCOPED_ROUTES: Record<string, string> = {
  'POST /api/nfts/reactions/update/:token/:id': "the item is public; the reaction written is the caller's",
  'POST /api/gallery/reaction/:id': "the submission is public; the love written is the caller's",
  'POST /api/art-contests/artist-submission-reaction/update': "as the gallery love: the caller's own",
  'POST /api/users/': "the form has no account field: the profile is the caller's",
  'POST /api/gallery/submissions': "creates the caller's submission, credited to the caller's X account",
  'POST /api/quests/users/:questId': "the quest is public; the completion is the caller's",
  'POST /api/quests/users-invitation/redeem':
    "the code is someone else's by design; only the caller's invitedBy is set (own code refused)",
  'POST /api/art-contests/gallery/unclaim': "no input: releases the caller's own claim, if any",
  'GET /api/swaps/claim/signature': "reserves the caller's coins; `id` is the coin's token id",
  'HEAD /api/swaps/claim/signature': 'the GET above, as Fastify exposes it',
  'POST /api/notifications/read':
    "ids name notifications, but only the caller's own are marked (another's mark nothing)",
  'POST /api/watchlist': "the collection, item or trait is public; the watch written is the caller's",
};

function takesInput(route: RouteTableEntry): boolean {
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  const consumes = schema.consumes;
  const multipartForm = Array.isArray(consumes) && consumes.includes('multipart/form-data');
  return multipartForm || ['params', 'querystring', 'body'].some((part) => schema[part] !== undefined);
}

/** Signed-in (not admin) routes with input that neither table names, and entries gone stale. */
export function ownershipProblems(routes: RouteTableEntry[]): string[] {
  const memberRoutes = routes.filter((r) => effectiveAuth(r) === 'signed-in');
  const keys = new Set(memberRoutes.map(routeKey));
  const unclassified = memberRoutes
    .filter((r) => takesInput(r))
    .map(routeKey)
    .filter((key) => !OWNED_RESOURCE_ROUTES[key] && !CALLER_SCOPED_ROUTES[key])
    .map((key) => `${key} takes input but is in neither OWNED_RESOURCE_ROUTES nor CALLER_SCOPED_ROUTES`);
  const stale = [...Object.keys(OWNED_RESOURCE_ROUTES), ...Object.keys(CALLER_SCOPED_ROUTES)]
    .filter((key) => !keys.has(key))
    .map((key) => `${key} is classified but is not a signed-in state-changing route`);
  return [...unclassified, ...stale];
}
