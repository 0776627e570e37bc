import { randomUUID } from 'node:crypto';
import { mulberry32 } from '../../src/demo/prng.ts';
import { multipart } from '../helpers/multipart.ts';
import type { CrashUser, CrashWorld } from './crash-world.ts';

export type WriteKind =
  | 'nft-toggle'
  | 'gallery-toggle'
  | 'quest'
  | 'redeem'
  | 'adjustment'
  | 'voucher'
  | 'shield';

export interface Outcome {
  status: number;
  body: string;
  replayed: boolean;
}

/** One thing a client wants done once, sent with one Idempotency-Key until it is acknowledged. */
export interface LogicalWrite {
  seq: number;
  kind: WriteKind;
  writer: number;
  key: string;
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body: Buffer | undefined;
  /** What it changes: the toggles of one target are counted; the other kinds name their row. */
  target: string;
  /** The account whose coins it changes (adjustments, vouchers, quests). */
  account: string;
  /** Coins: + for adjustments and quests, the reserved amount for vouchers. */
  coins: number;
  attempts: number;
  connectionErrors: number;
  serverErrors: number;
  /** The first 2xx (acknowledged) or the 4xx that ended it. */
  outcome?: Outcome;
}

/** Seeded (mulberry32), so a failing run can be replayed with its seed. */
export const seededRandom = mulberry32;

const pick = <T>(list: readonly T[], random: () => number): T => {
  const item = list[Math.floor(random() * list.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
};

const json = (user: CrashUser, value: unknown) => ({
  headers: { cookie: user.cookie, 'content-type': 'application/json' },
  body: Buffer.from(JSON.stringify(value)),
});

/** Relative weights of the kinds; shields are rare because each one stores a picture. */
const WEIGHTS: [WriteKind, number][] = [
  ['nft-toggle', 30],
  ['gallery-toggle', 20],
  ['adjustment', 20],
  ['voucher', 15],
  ['quest', 10],
  ['redeem', 3],
  ['shield', 5],
];

/**
 * Makes one writer's next logical write. Each writer acts as its own collector (and as the shared
 * administrator for adjustments and shields) and waits for each write's acknowledgement before the
 * next, so the toggles of one (collector, target) are ordered and their final state is their count.
 */
export function writeMaker(world: CrashWorld, writer: number, random: () => number) {
  const user = world.users[writer];
  if (!user) throw new Error(`no collector for writer ${writer}`);
  const questsLeft = [...world.quests];
  // Each collector redeems the next one's code once (a ring: nobody redeems their own inviter's).
  const inviter = world.users[(writer + 1) % world.users.length];
  let redeemed = false;
  const total = WEIGHTS.reduce((sum, [, weight]) => sum + weight, 0);

  function kindFor(roll: number): WriteKind {
    let left = roll * total;
    for (const [kind, weight] of WEIGHTS) {
      left -= weight;
      if (left >= 0) continue;
      if (kind === 'quest' && questsLeft.length === 0) return 'nft-toggle';
      if (kind === 'redeem' && (redeemed || !inviter || inviter === user)) return 'gallery-toggle';
      return kind;
    }
    return 'nft-toggle';
  }

  return function next(seq: number): LogicalWrite {
    const kind = kindFor(random());
    const base = {
      seq,
      kind,
      writer,
      key: `crash-${seq}-${randomUUID()}`,
      account: user.account,
      coins: 0,
      attempts: 0,
      connectionErrors: 0,
      serverErrors: 0,
    };
    switch (kind) {
      case 'nft-toggle': {
        const item = pick(world.items, random);
        const type = random() < 0.5 ? 'like' : 'love';
        return {
          ...base,
          method: 'POST',
          url: `/api/nfts/reactions/update/${item.tokenAddress}/${item.tokenId}`,
          ...json(user, { type }),
          target: `${user.account}|${item.tokenAddress}|${item.tokenId}|${type}`,
        };
      }
      case 'gallery-toggle': {
        const id = pick(world.submissions, random);
        return {
          ...base,
          method: 'POST',
          url: `/api/gallery/reaction/${id}`,
          ...json(user, { reactionType: 'Love' }),
          target: `${user.account}|${id}`,
        };
      }
      case 'quest': {
        const [quest] = questsLeft.splice(Math.floor(random() * questsLeft.length), 1);
        if (!quest) throw new Error('no quest left');
        return {
          ...base,
          method: 'POST',
          url: `/api/quests/users/${quest.id}`,
          ...json(user, {}),
          target: `${user.account}|${quest.id}`,
          coins: quest.points,
        };
      }
      case 'redeem': {
        if (!inviter) throw new Error('no inviter');
        redeemed = true;
        return {
          ...base,
          method: 'POST',
          url: '/api/quests/users-invitation/redeem',
          ...json(user, { code: inviter.inviteCode }),
          target: `${user.account}|${inviter.account}`,
        };
      }
      case 'adjustment': {
        const account = pick(world.users, random).account;
        // Mostly credits, sometimes a correction downwards; quarters, which doubles hold exactly.
        const cents = (random() < 0.85 ? 1 : -1) * 25 * (1 + Math.floor(random() * 200));
        const note = `crash write ${seq}`;
        return {
          ...base,
          method: 'POST',
          url: '/api/admin/points/adjustments',
          ...json(world.admin, { account, amount: cents / 100, note }),
          target: note,
          account,
          coins: cents / 100,
        };
      }
      case 'voucher': {
        const cents = 25 * (1 + Math.floor(random() * 40));
        const amount = (cents / 100).toFixed(2);
        return {
          ...base,
          method: 'GET',
          url: `/api/swaps/claim/signature?chainId=31337&amount=${amount}&id=1`,
          headers: { cookie: user.cookie },
          body: undefined,
          target: user.account,
          coins: cents / 100,
        };
      }
      case 'shield': {
        const name = `Crash shield ${seq}`;
        // One boundary per logical write: a retry sends the very same bytes.
        const form = multipart({ name, description: 'Made by the crash suite' }, [
          { filename: 'shield.png', contentType: 'image/png', body: world.shieldImage },
        ]);
        return {
          ...base,
          method: 'POST',
          url: '/api/shields',
          headers: { ...form.headers, cookie: world.admin.cookie },
          body: form.payload,
          target: name,
        };
      }
    }
  };
}
