import { WETH9Abi } from '@guardians/contracts/abis';
import { getEnv } from '../../../lib/env.ts';
import { expiryFrom } from '../../../lib/trade-durations.ts';
import { randomSalt } from '../../../lib/wallet/marketplace-signing.ts';
import { executeTransaction, type TransactionStage } from '../../../lib/wallet/run-transaction.ts';
import { signWalletTypedData } from '../../../lib/wallet/wallet-actions.ts';
import { createOffer } from '../api/create-offer.ts';
import { getTraitRoot } from '../api/get-trait-root.ts';
import {
  offerContracts,
  readMarketplaceNonce,
  readWethAllowance,
  readWethBalance,
} from '../api/read-offer-funds.ts';
import { type OfferStepId, WETH_ALLOWANCE, wrapShortfall } from '../utils/offer-steps.ts';
import {
  type OfferTarget,
  type OfferTerms,
  offerTotal,
  TraitItemsChangedError,
} from '../utils/offer-target.ts';
import {
  collectionOfferStruct,
  createOfferBody,
  itemOfferStruct,
  type OfferStruct,
  offerTypedData,
  traitOfferStruct,
} from '../utils/offer-typed-data.ts';

/** One offer being made: its target and terms, and the signed offer once the signing step has run. */
export type OfferDraft = OfferTerms & {
  target: OfferTarget;
  offerer: `0x${string}`;
  signed: { offer: OfferStruct; signature: `0x${string}` } | null;
};

const STAGE_DETAILS: Record<TransactionStage, string> = {
  checking: 'Checking the transaction...',
  confirm: 'Confirm in your wallet...',
  pending: 'Waiting for the block...',
};

/**
 * Runs one step of making an offer. The chain steps read the chain again first: a wrap or approval
 * that was mined after its wait failed (a dropped connection) is not paid twice on a retry.
 */
export async function runOfferStep(
  id: OfferStepId,
  draft: OfferDraft,
  onDetail: (detail: string) => void,
): Promise<void> {
  const contracts = offerContracts();
  if (!contracts) throw new Error('Offers are not set up on this chain');
  const onStage = (stage: TransactionStage) => onDetail(STAGE_DETAILS[stage]);
  switch (id) {
    case 'wrap': {
      const shortfall = wrapShortfall(offerTotal(draft), await readWethBalance(draft.offerer));
      if (shortfall === 0n) return;
      await executeTransaction(
        { address: contracts.weth, abi: WETH9Abi, functionName: 'deposit', value: shortfall },
        onStage,
      );
      return;
    }
    case 'approve': {
      if ((await readWethAllowance(draft.offerer)) >= offerTotal(draft)) return;
      await executeTransaction(
        {
          address: contracts.weth,
          abi: WETH9Abi,
          functionName: 'approve',
          args: [contracts.marketplace, WETH_ALLOWANCE],
        },
        onStage,
      );
      return;
    }
    case 'sign': {
      onDetail('Preparing the offer...');
      const offer = await offerToSign(draft);
      onDetail('Sign the offer in your wallet...');
      const domain = { chainId: getEnv().chainId, marketplace: contracts.marketplace };
      const signature = await signWalletTypedData(offerTypedData(offer, domain));
      draft.signed = { offer, signature };
      return;
    }
    case 'submit': {
      if (!draft.signed) throw new Error('Sign the offer first');
      onDetail('Placing the offer...');
      await createOffer(
        createOfferBody(draft.signed.offer, draft.signed.signature, draft.trait ?? undefined),
      );
      return;
    }
  }
}

/**
 * The offer to sign, at the offerer's nonce now and with the expiry counted from now (a retry after a
 * long pause still runs the whole duration). A trait offer's root is asked again first: when the items
 * with the trait changed since the form showed their count, the step stops and says so, and a retry
 * signs for the new set, so the offerer never signs a set other than the one they were shown.
 */
async function offerToSign(draft: OfferDraft): Promise<OfferStruct> {
  const common = {
    offerer: draft.offerer,
    collection: draft.target.tokenAddress.toLowerCase() as `0x${string}`,
    amount: draft.amount,
    expiry: expiryFrom(Date.now(), draft.durationSeconds),
    nonce: await readMarketplaceNonce(draft.offerer),
    salt: randomSalt(),
  };
  const { target } = draft;
  if (target.kind === 'item') return itemOfferStruct({ ...common, tokenId: BigInt(target.tokenId) });
  const quantity = BigInt(draft.quantity);
  if (target.kind === 'collection') return collectionOfferStruct({ ...common, quantity });
  if (!draft.trait) throw new Error('Pick a trait first');
  const now = await getTraitRoot(target.tokenAddress, draft.trait);
  if (now.root !== draft.trait.root) {
    draft.trait = { ...draft.trait, root: now.root as `0x${string}`, tokenCount: now.tokenCount };
    throw new TraitItemsChangedError(now.tokenCount);
  }
  return traitOfferStruct({ ...common, quantity, traitRoot: draft.trait.root });
}
