import { type Address, type Hex, type PrivateKeyAccount, parseEther, toHex, zeroHash } from 'viem';
import { buildTokenIdTree } from '../../src/merkle.ts';
import { type Offer, OfferKind } from '../../src/offer.ts';
import { malleate } from './coin-claim.ts';
import { freshAddress, seller, stranger } from './marketplace.ts';
import type { OfferMarket } from './offers.ts';
import { signOffer } from './offers.ts';
import type { seededRandom } from './prng.ts';

// Generated attacks on acceptOffer for the property test: each case pairs a forged acceptance with the
// genuine one it was made from, so a refusal is only counted when the untouched offer is accepted.

export const ATTACKS = [
  'expired',
  'cancelled',
  'stale nonce',
  'token without the trait',
  'wrong item',
  'tampered offer',
  'forged signature',
  'not the holder',
  'unfunded',
] as const;
export type Attack = (typeof ATTACKS)[number];

export type Attempt = {
  offer: Offer;
  signature: Hex;
  tokenId: bigint;
  proof: Hex[];
  sender: PrivateKeyAccount;
};
export type AttackCase = {
  attack: Attack;
  /** Which variant of the attack, for the failure message. */
  variant: string;
  control: Attempt;
  forged: Attempt;
  expectedError: string;
};

/** The accounts and contracts the attacks are made against. */
export type World = {
  m: OfferMarket;
  tokens: number;
  now: bigint;
  main: PrivateKeyAccount;
  /** Has bumped its nonce to `staleNonce` with cancelAll. */
  staleOfferer: PrivateKeyAccount;
  staleNonce: bigint;
  /** Holds `limit` WETH (unlimited allowance), and holds plenty but allows only `limit`. */
  poor: PrivateKeyAccount;
  stingy: PrivateKeyAccount;
  limit: bigint;
  elsewhere: Address;
};

const DAY = 86_400n;

export function attackBuilder(world: World, random: ReturnType<typeof seededRandom>) {
  const { m } = world;
  const ids = Array.from({ length: world.tokens }, (_, i) => BigInt(i + 1));
  const sign = (offer: Offer, account: PrivateKeyAccount) => signOffer(account, offer, m.market.address);
  const amount = () => 1n + random.bigintUpTo(random.pick([1_000n, parseEther('5')]));
  const futureExpiry = () => world.now + DAY + random.bigintUpTo(30n * DAY);
  const other = <T>(value: T, next: () => T): T => {
    for (;;) {
      const v = next();
      if (v !== value) return v;
    }
  };
  const shuffled = (items: readonly bigint[]) => {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(random.next() * (i + 1));
      [out[i], out[j]] = [out[j] as bigint, out[i] as bigint];
    }
    return out;
  };
  /** Between 1 and all-but-one of the ids, never `outside`. */
  const traitSet = (outside: bigint) => {
    const pool = shuffled(ids.filter((id) => id !== outside));
    return pool.slice(0, 1 + Math.floor(random.next() * (pool.length - 1)));
  };

  /**
   * A valid offer by `account` of a random kind, and its acceptance by the seller. Signed unless `unsigned`
   * (the case signs its own variants): signing is most of the generation time.
   */
  async function genuine(
    account: PrivateKeyAccount,
    { nonce = 0n, kinds = [0, 1, 2] as readonly OfferKind[], unsigned = false } = {},
  ) {
    const kind = random.pick(kinds);
    // `outside` is never the accepted token: tampering and the trait attacks move the acceptance onto it.
    const outside = random.pick(ids);
    const members = traitSet(outside);
    const tokenId = random.pick(kind === OfferKind.Trait ? members : ids.filter((id) => id !== outside));
    const tree = kind === OfferKind.Trait ? buildTokenIdTree(members) : undefined;
    const offer: Offer = {
      offerer: account.address,
      collection: m.collection.address,
      kind,
      tokenId: kind === OfferKind.Item ? tokenId : 0n,
      traitRoot: tree?.root ?? zeroHash,
      amount: amount(),
      quantity: kind === OfferKind.Item ? 1n : 1n + random.bigintUpTo(4n),
      expiry: futureExpiry(),
      nonce,
      salt: random.bigintUpTo(2n ** 256n - 1n),
    };
    const proof = tree?.proofFor(tokenId) ?? [];
    const signature = unsigned ? zeroHash : await sign(offer, account);
    const attempt: Attempt = { offer, signature, tokenId, proof, sender: seller };
    return { attempt, outside, members };
  }

  const resigned = async (a: Attempt, changes: Partial<Offer>, account: PrivateKeyAccount) => {
    const offer = { ...a.offer, ...changes };
    return { ...a, offer, signature: await sign(offer, account) };
  };

  async function build(attack: Attack): Promise<AttackCase> {
    const refused = (variant: string, control: Attempt, forged: Attempt, expectedError: string) => ({
      attack,
      variant,
      control,
      forged,
      expectedError,
    });
    switch (attack) {
      case 'expired': {
        const { attempt } = await genuine(world.main);
        const forged = await resigned(
          attempt,
          { expiry: world.now - random.bigintUpTo(365n * DAY) },
          world.main,
        );
        return refused('past expiry', attempt, forged, 'OfferExpired');
      }
      case 'cancelled': {
        // The case's offer is cancelled on chain before the run; the control differs by its salt only.
        const { attempt } = await genuine(world.main);
        const control = await resigned(attempt, { salt: attempt.offer.salt ^ 1n }, world.main);
        return refused('cancelOffer', control, attempt, 'OfferIsCancelled');
      }
      case 'stale nonce': {
        const { attempt } = await genuine(world.staleOfferer, { nonce: world.staleNonce });
        const nonce = other(world.staleNonce, () =>
          random.pick([0n, world.staleNonce - 1n, world.staleNonce + 1n + random.bigintUpTo(1_000n)]),
        );
        const forged = await resigned(attempt, { nonce }, world.staleOfferer);
        return refused(
          nonce < world.staleNonce ? 'older nonce' : 'future nonce',
          attempt,
          forged,
          'OfferNonceStale',
        );
      }
      case 'token without the trait': {
        const { attempt, outside, members } = await genuine(world.main, { kinds: [OfferKind.Trait] });
        const variants: [string, () => Hex[]][] = [
          ['a member’s proof', () => attempt.proof],
          ['empty proof', () => []],
          ['random proof', () => Array.from({ length: 1 + Math.floor(random.next() * 5) }, randomHash)],
          // The holder's own token, proven under another set that does include it.
          [
            'proof from another tree',
            () => buildTokenIdTree([outside, ...traitSet(outside)]).proofFor(outside) ?? [],
          ],
          ['member proof plus a leaf', () => [...attempt.proof, randomHash()]],
        ];
        const [variant, proofOf] = random.pick(variants);
        const forged = { ...attempt, tokenId: outside, proof: proofOf() };
        return refused(`${variant} (${members.length} members)`, attempt, forged, 'TokenNotInOffer');
      }
      case 'wrong item': {
        const { attempt } = await genuine(world.main, { kinds: [OfferKind.Item] });
        const tokenId = other(attempt.tokenId, () => random.pick(ids));
        return refused('another token', attempt, { ...attempt, tokenId }, 'TokenNotInOffer');
      }
      case 'tampered offer': {
        const { attempt, outside } = await genuine(world.main);
        const o = attempt.offer;
        const tampers: [string, Partial<Offer>, Partial<Attempt>?][] = [
          ['amount', { amount: other(o.amount, amount) }],
          ['expiry', { expiry: other(o.expiry, futureExpiry) }],
          ['salt', { salt: o.salt + 1n }],
          ['offerer', { offerer: world.poor.address }],
          ['collection', { collection: freshAddress() }],
        ];
        if (o.kind !== OfferKind.Item)
          tampers.push(['quantity', { quantity: other(o.quantity, () => 1n + random.bigintUpTo(9n)) }]);
        if (o.kind === OfferKind.Item) tampers.push(['token id', { tokenId: outside }, { tokenId: outside }]);
        if (o.kind === OfferKind.Item) tampers.push(['kind', { kind: OfferKind.Collection }]);
        if (o.kind === OfferKind.Collection && o.quantity === 1n) {
          tampers.push(['kind', { kind: OfferKind.Item, tokenId: attempt.tokenId }]);
        }
        if (o.kind === OfferKind.Trait) {
          // A holder outside the set brings a root that includes their token, with a proof that fits it.
          const widened = buildTokenIdTree([outside, attempt.tokenId]);
          tampers.push([
            'widened trait root',
            { traitRoot: widened.root },
            { tokenId: outside, proof: widened.proofFor(outside) ?? [] },
          ]);
        }
        const [variant, changes, accept] = random.pick(tampers);
        const forged = { ...attempt, ...accept, offer: { ...o, ...changes } };
        return refused(variant, attempt, forged, 'InvalidSignature');
      }
      case 'forged signature': {
        const { attempt } = await genuine(world.main);
        const o = attempt.offer;
        const chainElsewhere = random.pick([1, 10, 8453, 11155111, 1 + Number(random.bigintUpTo(2n ** 31n))]);
        const forgeries: [string, () => Promise<Hex> | Hex][] = [
          ['foreign signer', () => sign(o, stranger)],
          ['other chain', () => signOffer(world.main, o, m.market.address, chainElsewhere)],
          ['other marketplace', () => signOffer(world.main, o, world.elsewhere)],
          ['malleable signature', () => malleate(attempt.signature)],
          ['random bytes', () => toHex(random.bigintUpTo(2n ** 520n - 1n), { size: 65 })],
          ['truncated', () => attempt.signature.slice(0, 2 + 2 * 40) as Hex],
        ];
        const [variant, forge] = random.pick(forgeries);
        return refused(variant, attempt, { ...attempt, signature: await forge() }, 'InvalidSignature');
      }
      case 'not the holder': {
        const { attempt } = await genuine(world.main);
        const sender = random.pick([stranger, world.main, world.poor]);
        return refused('caller holds another or no token', attempt, { ...attempt, sender }, 'SellerNotOwner');
      }
      case 'unfunded': {
        const account = random.pick([world.poor, world.stingy]);
        const { attempt } = await genuine(account, { unsigned: true });
        const control = await resigned(
          attempt,
          { amount: 1n + random.bigintUpTo(world.limit - 1n) },
          account,
        );
        const short = world.limit + 1n + random.bigintUpTo(parseEther('5'));
        const forged = await resigned(attempt, { amount: short }, account);
        return refused(account === world.poor ? 'balance' : 'allowance', control, forged, 'OfferNotFunded');
      }
    }
  }

  function randomHash(): Hex {
    return toHex(random.bigintUpTo(2n ** 256n - 1n), { size: 32 });
  }

  return { build };
}
