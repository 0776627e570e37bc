import {
  GuardianMarketplaceAbi,
  type Offer,
  OfferKind,
  offerTypedData,
  randomListingSalt,
  WETH9Abi,
} from '@guardians/contracts';
import type { OfferTrait } from '@guardians/shared';
import { sql } from 'drizzle-orm';
import { type Hex, type LocalAccount, maxUint256, zeroHash } from 'viem';
import type { Db } from '../../src/db/client.ts';
import { traitKey } from '../../src/indexer/store/token-metadata-repository.ts';
import { fromContractOffer } from '../../src/services/offers/offer-checks.ts';
import type { TradingWorld } from './trading-fixtures.ts';

/** Offers on a trading world: the marketplace's WETH, funding offerers, signing offers. */
export async function offerKit(w: TradingWorld) {
  const weth = (
    await w.chain.public.readContract({
      address: w.marketplace,
      abi: GuardianMarketplaceAbi,
      functionName: 'weth',
    })
  ).toLowerCase() as `0x${string}`;
  const wallet = (account: LocalAccount) => w.walletOf(account);
  const approve = async (account: LocalAccount, allowance: bigint) =>
    w.confirm(
      await wallet(account).writeContract({
        chain: null,
        address: weth,
        abi: WETH9Abi,
        functionName: 'approve',
        args: [w.marketplace, allowance],
      }),
    );

  return {
    weth,
    approve,
    /** Wraps `amount` of the account's ether and lets the marketplace spend `allowance` of its WETH. */
    async fund(account: LocalAccount, amount: bigint, allowance: bigint = maxUint256) {
      await w.confirm(
        await wallet(account).writeContract({
          chain: null,
          address: weth,
          abi: WETH9Abi,
          functionName: 'deposit',
          value: amount,
        }),
      );
      await approve(account, allowance);
    },
    async unwrap(account: LocalAccount, amount: bigint) {
      await w.confirm(
        await wallet(account).writeContract({
          chain: null,
          address: weth,
          abi: WETH9Abi,
          functionName: 'withdraw',
          args: [amount],
        }),
      );
    },
    /** An offer by `account` at its current nonce (a collection offer for one item unless told), signed. */
    async sign(account: LocalAccount, fields: Partial<Offer> & { amount: bigint }) {
      const nonce = await w.chain.public.readContract({
        address: w.marketplace,
        abi: GuardianMarketplaceAbi,
        functionName: 'nonces',
        args: [account.address],
      });
      const offer: Offer = {
        offerer: account.address,
        collection: w.token,
        kind: OfferKind.Collection,
        tokenId: 0n,
        traitRoot: zeroHash,
        quantity: 1n,
        expiry: BigInt(Math.floor(Date.now() / 1000) + 7 * 24 * 3600),
        nonce,
        salt: randomListingSalt(),
        ...fields,
      };
      if (!account.signTypedData) throw new Error('the account cannot sign typed data');
      const signature = await account.signTypedData(
        offerTypedData(offer, { chainId: 31337, marketplace: w.marketplace }),
      );
      return { offer, signature };
    },
  };
}

export type OfferKit = Awaited<ReturnType<typeof offerKit>>;

/** The POST /api/offers body for a signed offer (numbers as decimal strings). */
export function offerBody(signed: { offer: Offer; signature: Hex }, trait?: OfferTrait) {
  return {
    offer: fromContractOffer(signed.offer),
    signature: signed.signature,
    ...(trait ? { trait } : {}),
  };
}

/** Gives indexed tokens traits, as the metadata worker would have stored them. */
export async function giveTraits(db: Db, token: string, traits: Record<number, [string, string][]>) {
  for (const [id, list] of Object.entries(traits)) {
    const keys = list.map(([type, value]) => traitKey(type, value));
    await db.execute(sql`update tokens set trait_keys = ${sql.param(keys)}::text[]
      where chain_id = 31337 and token_address = ${token} and token_id = ${id}`);
  }
}
