import { offerHash, offerTypedData } from '@guardians/contracts';
import type { CreateOfferBody, OfferRecord } from '@guardians/shared';
import { serviceTransaction } from '../../db/request-transaction.ts';
import { findCollection } from '../catalogue/read/collection-lookup.ts';
import { findLiveToken } from '../catalogue/read/token-lookup.ts';
import { notifyOfferReceived, notifyOutbid } from '../notifications/notification-producers.ts';
import { offererFunds, offererNonce, offerStateOnChain } from './offer-chain-reads.ts';
import { checkOfferFields, toContractOffer } from './offer-checks.ts';
import { type OfferDeps, requireOfferContracts } from './offer-contracts.ts';
import {
  InvalidOfferSignatureError,
  NotOffererError,
  OfferNotFundedError,
  OfferStaleNonceError,
  OwnItemError,
  TraitChangedError,
  WethNotApprovedError,
} from './offer-errors.ts';
import { getOffer } from './offer-reads.ts';
import { bestOpenOfferLike, insertOffer, type NewOffer, offerExists } from './store/offer-repository.ts';
import { currentTraitTree } from './trait-trees.ts';

type Target = { tokenIds: bigint[] | null; holder: string | null };

/** What the index says about the offer's target: the item (and its holder) or the trait's token ids. */
async function checkTarget(deps: OfferDeps, body: CreateOfferBody): Promise<Target> {
  const { offer, trait } = body;
  if (offer.kind === 'item') {
    const { token } = await findLiveToken(deps.read, { token: offer.collection, id: offer.tokenId });
    if (token.owner === offer.offerer) throw new OwnItemError();
    return { tokenIds: null, holder: token.owner };
  }
  const collection = await findCollection(deps.read, offer.collection, deps.chain.chainId);
  if (offer.kind === 'collection' || !trait) return { tokenIds: null, holder: null };
  const tree = await currentTraitTree(deps.db, collection, trait);
  if (tree.root !== offer.traitRoot) throw new TraitChangedError();
  return { tokenIds: [...tree.tokenIds], holder: null };
}

/**
 * Stores the offer and, with it in one transaction, the news it makes (decision 0088): the item's
 * holder hears of an item offer, and the maker of the best offer it beats that they were outbid.
 */
function storeOffer(deps: OfferDeps, row: NewOffer, holder: string | null): Promise<boolean> {
  return serviceTransaction(deps.db, async (tx) => {
    const previousBest = row.status === 'active' ? await bestOpenOfferLike(tx, row) : undefined;
    const stored = await insertOffer(tx, row);
    if (!stored) return false;
    if (stored.status === 'active') {
      if (holder) await notifyOfferReceived(tx, stored, [holder]);
      if (previousBest) await notifyOutbid(tx, previousBest, stored);
    }
    return true;
  });
}

/**
 * Checks a signed offer against the index and the chain and stores it (decision 0087), as listings
 * are (decision 0024). Returns `created: false` with the stored offer when the same digest was
 * posted before.
 */
export async function createOffer(
  deps: OfferDeps,
  account: string,
  body: CreateOfferBody,
): Promise<{ created: boolean; offer: OfferRecord }> {
  const contracts = await requireOfferContracts(deps);
  const input = body.offer;
  if (input.offerer !== account.toLowerCase()) throw new NotOffererError();
  const offer = toContractOffer(input);
  const domain = { chainId: deps.chain.chainId, marketplace: contracts.marketplace };
  const hash = offerHash(offer, domain);
  if (await offerExists(deps.db, hash)) return { created: false, offer: await getOffer(deps, hash) };

  checkOfferFields(body, Math.floor((deps.now ?? Date.now)() / 1000));
  const { tokenIds, holder } = await checkTarget(deps, body);

  const [nonce, signatureOk, funds, state] = await Promise.all([
    offererNonce(deps.chain, contracts.marketplace, input.offerer),
    deps.chain.public
      .verifyTypedData({
        address: input.offerer,
        ...offerTypedData(offer, domain),
        signature: body.signature as `0x${string}`,
      })
      .catch(() => false),
    offererFunds(deps.chain, contracts, input.offerer),
    offerStateOnChain(deps.chain, contracts.marketplace, hash),
  ]);
  if (nonce !== offer.nonce) throw new OfferStaleNonceError();
  if (!signatureOk) throw new InvalidOfferSignatureError();
  if (funds.balance < offer.amount) throw new OfferNotFundedError();
  if (funds.allowance < offer.amount) throw new WethNotApprovedError();

  const fills = Number(state.fills);
  const row: NewOffer = {
    hash,
    chainId: deps.chain.chainId,
    marketplace: contracts.marketplace,
    offerer: input.offerer,
    collection: input.collection,
    kind: input.kind,
    tokenId: input.kind === 'item' ? input.tokenId : null,
    traitType: body.trait?.type ?? null,
    traitValue: body.trait?.value ?? null,
    traitRoot: input.traitRoot,
    tokenIds: tokenIds?.map(String) ?? null,
    amountWei: input.amount,
    quantity: Number(offer.quantity),
    fills,
    expiry: new Date(input.expiry * 1000),
    nonce: input.nonce,
    salt: input.salt,
    signature: body.signature.toLowerCase(),
    // Signed and used elsewhere before it reached us: stored as the chain has it.
    status: state.cancelled ? 'cancelled' : fills >= Number(offer.quantity) ? 'filled' : 'active',
  };
  const inserted = await storeOffer(deps, row, holder);
  return { created: inserted, offer: await getOffer(deps, hash) };
}
