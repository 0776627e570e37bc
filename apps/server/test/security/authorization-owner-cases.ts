import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import {
  artClaims,
  listings,
  nftReactions,
  offers,
  submissionReactions,
  userSocials,
  users,
  vaultAssets,
  vaultDownloads,
} from '../../src/db/schema/index.ts';
import { createToken } from '../helpers/catalogue-fixtures.ts';
import { multipart } from '../helpers/multipart.ts';
import { offerBody, offerKit } from '../helpers/offer-fixtures.ts';
import { listingBody, signInAs } from '../helpers/trading-fixtures.ts';
import { WATCHLIST_OWNER_CASES } from './authorization-owner-cases-watchlist.ts';
import { HELD_GUARDIAN, type OwnerWorld, PIECES } from './authorization-owner-world.ts';
import type { SignedIn } from './authorization-requests.ts';

/**
 * One route, one owner, and the request each caller sends about the owner's thing. `owned`: every
 * caller but the owner is refused and nothing is written. `caller-scoped`: other callers are let
 * through, yet only their own rows change. Either way the owner's own request is answered
 * `ownerStatus` and changes `ownerState`, which shows the refused requests were real ones.
 */
export interface OwnerCase {
  owner: SignedIn;
  request(caller: SignedIn | null): InjectOptions | Promise<InjectOptions>;
  ownerStatus: number;
  /** The refusals an `owned` route may answer another caller with. */
  refusedWith?: number[];
  ownerState(): Promise<unknown>;
}

export interface OwnerCaseSpec {
  route: string;
  kind: 'owned' | 'caller-scoped';
  build(w: OwnerWorld): Promise<OwnerCase>;
}

const withCookie = (caller: SignedIn | null, options: InjectOptions): InjectOptions => ({
  ...options,
  headers: { ...options.headers, ...(caller ? { cookie: caller.cookie } : {}) },
});

const linkDelete: OwnerCaseSpec = {
  route: 'DELETE /api/user-social/delete/:providerOrId',
  kind: 'owned',
  build: async (w) => {
    const owner = await w.newMember();
    const [link] = await w.t.db.select().from(userSocials).where(eq(userSocials.account, owner.account));
    if (!link) throw new Error('the owner has no link');
    return {
      owner,
      request: (caller) =>
        withCookie(caller, { method: 'DELETE', url: `/api/user-social/delete/${link.id}` }),
      ownerStatus: 200,
      refusedWith: [404],
      ownerState: () => w.t.db.select().from(userSocials).where(eq(userSocials.id, link.id)),
    };
  },
};

const linkUpdate: OwnerCaseSpec = {
  route: 'POST /api/user-social/update',
  kind: 'owned',
  build: async (w) => {
    const owner = await w.newMember({ linkX: false });
    const mine = await w.xUser();
    const payload = (token: string) => ({
      provider: 'twitter',
      providerAccountId: mine.user.id,
      username: mine.user.username,
      credentials: { token_type: 'bearer', access_token: token },
    });
    return {
      owner,
      // Anyone else claims the owner's X account with a token of their own X account.
      request: async (caller) => {
        const token = caller === owner ? mine.token : (await w.xUser()).token;
        return withCookie(caller, {
          method: 'POST',
          url: '/api/user-social/update',
          payload: payload(token),
        });
      },
      ownerStatus: 201,
      refusedWith: [403],
      ownerState: () =>
        w.t.db.select().from(userSocials).where(eq(userSocials.providerAccountId, mine.user.id)),
    };
  },
};

const contestClaim: OwnerCaseSpec = {
  route: 'POST /api/art-contests/gallery/claim/:id',
  kind: 'owned',
  build: async (w) => {
    const owner = await w.newMember();
    const url = `/api/art-contests/gallery/claim/${PIECES.claimed}`;
    const first = await w.t.app.inject(withCookie(owner, { method: 'POST', url }));
    expect(first.statusCode, first.body).toBe(201);
    return {
      owner,
      // Claiming the piece one holds releases it: nobody else may release (or take) it that way.
      request: (caller) => withCookie(caller, { method: 'POST', url }),
      ownerStatus: 200,
      refusedWith: [409],
      ownerState: () => w.t.db.select().from(artClaims).where(eq(artClaims.tokenId, PIECES.claimed)),
    };
  },
};

const sellerListing: OwnerCaseSpec = {
  route: 'POST /api/listings',
  kind: 'owned',
  build: async (w) => {
    const { trading } = w;
    const { cookie, account } = await signInAs(w.t.app, trading.seller);
    await trading.approveAll(trading.seller);
    const body = listingBody(await trading.signListing(trading.seller, { tokenId: 1n, price: 10n ** 18n }));
    return {
      owner: { cookie, account },
      // The seller's own signed listing, posted by someone else.
      request: (caller) => withCookie(caller, { method: 'POST', url: '/api/listings', payload: body }),
      ownerStatus: 201,
      refusedWith: [403],
      ownerState: () => w.t.db.select().from(listings).where(eq(listings.seller, account)),
    };
  },
};

const offererOffer: OwnerCaseSpec = {
  route: 'POST /api/offers',
  kind: 'owned',
  build: async (w) => {
    const { trading } = w;
    const { cookie, account } = await signInAs(w.t.app, trading.buyer);
    const kit = await offerKit(trading);
    await kit.fund(trading.buyer, 10n ** 18n);
    const body = offerBody(await kit.sign(trading.buyer, { amount: 10n ** 17n }));
    return {
      owner: { cookie, account },
      // The offerer's own signed offer, posted by someone else.
      request: (caller) => withCookie(caller, { method: 'POST', url: '/api/offers', payload: body }),
      ownerStatus: 201,
      refusedWith: [403],
      ownerState: () => w.t.db.select().from(offers).where(eq(offers.offerer, account)),
    };
  },
};

const holderVault: OwnerCaseSpec = {
  route: 'POST /api/vault/download/:id',
  kind: 'owned',
  build: async (w) => {
    const owner = await w.newMember();
    await createToken(w.t.db, w.guardians, { id: HELD_GUARDIAN, owner: owner.account });
    const [asset] = await w.t.db.select().from(vaultAssets).where(eq(vaultAssets.holdersOnly, true)).limit(1);
    if (!asset) throw new Error('the seeded vault has no holders-only asset');
    return {
      owner,
      request: (caller) => withCookie(caller, { method: 'POST', url: `/api/vault/download/${asset.id}` }),
      ownerStatus: 200,
      refusedWith: [403],
      ownerState: () => w.t.db.select().from(vaultDownloads).where(eq(vaultDownloads.account, owner.account)),
    };
  },
};

/** The owner reacted first; everyone sends the same toggle. */
async function reactionCase(
  w: OwnerWorld,
  request: Pick<InjectOptions, 'method' | 'url' | 'payload'>,
  ownerState: (account: string) => Promise<unknown>,
): Promise<OwnerCase> {
  const owner = await w.newMember();
  const first = await w.t.app.inject(
    withCookie(owner, { ...request, payload: { ...Object(request.payload), active: true } }),
  );
  expect(first.statusCode, first.body).toBe(200);
  return {
    owner,
    request: (caller) => withCookie(caller, request),
    ownerStatus: 200,
    ownerState: () => ownerState(owner.account),
  };
}

const nftReaction: OwnerCaseSpec = {
  route: 'POST /api/nfts/reactions/update/:token/:id',
  kind: 'caller-scoped',
  build: (w) =>
    reactionCase(
      w,
      {
        method: 'POST',
        url: `/api/nfts/reactions/update/${w.guardians.tokenAddress}/${PIECES.reacted}`,
        payload: { chainId: 31337, type: 'like' },
      },
      (account) => w.t.db.select().from(nftReactions).where(eq(nftReactions.account, account)),
    ),
};

const submissionLove = (w: OwnerWorld, account: string) =>
  w.t.db
    .select()
    .from(submissionReactions)
    .where(
      and(eq(submissionReactions.account, account), eq(submissionReactions.submissionId, w.submissionId)),
    );

const galleryLove: OwnerCaseSpec = {
  route: 'POST /api/gallery/reaction/:id',
  kind: 'caller-scoped',
  build: (w) =>
    reactionCase(
      w,
      { method: 'POST', url: `/api/gallery/reaction/${w.submissionId}`, payload: { reactionType: 'love' } },
      (account) => submissionLove(w, account),
    ),
};

const contestLove: OwnerCaseSpec = {
  route: 'POST /api/art-contests/artist-submission-reaction/update',
  kind: 'caller-scoped',
  build: (w) =>
    reactionCase(
      w,
      {
        method: 'POST',
        url: '/api/art-contests/artist-submission-reaction/update',
        payload: { reactionType: 'Love', id: w.submissionId },
      },
      (account) => submissionLove(w, account),
    ),
};

const profile: OwnerCaseSpec = {
  route: 'POST /api/users/',
  kind: 'caller-scoped',
  build: async (w) => {
    const owner = await w.newMember();
    return {
      owner,
      request: (caller) => {
        const form = multipart({ biography: `written by ${caller?.account ?? 'a visitor'}` });
        return withCookie(caller, {
          method: 'POST',
          url: '/api/users/',
          payload: form.payload,
          headers: form.headers,
        });
      },
      ownerStatus: 200,
      ownerState: () => w.t.db.select().from(users).where(eq(users.account, owner.account)),
    };
  },
};

const unclaim: OwnerCaseSpec = {
  route: 'POST /api/art-contests/gallery/unclaim',
  kind: 'caller-scoped',
  build: async (w) => {
    const owner = await w.newMember();
    const claim = await w.t.app.inject(
      withCookie(owner, { method: 'POST', url: `/api/art-contests/gallery/claim/${PIECES.held}` }),
    );
    expect(claim.statusCode, claim.body).toBe(201);
    return {
      owner,
      request: (caller) => withCookie(caller, { method: 'POST', url: '/api/art-contests/gallery/unclaim' }),
      ownerStatus: 200,
      ownerState: () => w.t.db.select().from(artClaims).where(eq(artClaims.account, owner.account)),
    };
  },
};

/** Every case, in the order they run (claims first: one member holds one piece at a time). */
export const OWNER_CASES: OwnerCaseSpec[] = [
  contestClaim,
  unclaim,
  linkDelete,
  linkUpdate,
  sellerListing,
  offererOffer,
  holderVault,
  nftReaction,
  galleryLove,
  contestLove,
  profile,
  ...WATCHLIST_OWNER_CASES,
];
