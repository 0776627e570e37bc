import { OFFER_MESSAGES } from '@guardians/shared/offers';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { keyRoots } from '../../../lib/api/query-keys.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useRequireSignIn } from '../../../lib/auth/use-require-sign-in.ts';
import { formatWei } from '../../../lib/ether-amount.ts';
import { toast } from '../../../lib/toast.ts';
import { getWalletState } from '../../../lib/wallet/wallet-store.ts';
import { offerFundsKeys, readOfferFunds } from '../api/read-offer-funds.ts';
import { offerErrorMessage } from '../utils/offer-error-message.ts';
import {
  nextOfferStep,
  type OfferStep,
  planOfferSteps,
  signAgain,
  waitingSteps,
  withStep,
} from '../utils/offer-steps.ts';
import { type OfferTarget, type OfferTerms, offerTotal } from '../utils/offer-target.ts';
import { type OfferDraft, runOfferStep } from './run-offer-step.ts';

/** The server's refusals that a new signature answers: placing the same signed offer again cannot. */
const RESIGN_MESSAGES: readonly string[] = [
  OFFER_MESSAGES.staleNonce,
  OFFER_MESSAGES.expired,
  OFFER_MESSAGES.badSignature,
  OFFER_MESSAGES.traitChanged,
];

const needsNewSignature = (error: unknown) =>
  error instanceof ApiError && RESIGN_MESSAGES.includes(error.message);

/**
 * Making an offer on an item, a collection or a trait as one staged flow: wrap ETH and allow WETH when
 * needed (for every item the offer may take), sign, place. Each step's state is shown; a failed step
 * stops the flow, and `retry` carries on from it without redoing the steps already done. Resolves true
 * once the offer is placed.
 */
export function useMakeOffer(target: OfferTarget) {
  const queryClient = useQueryClient();
  const requireSignIn = useRequireSignIn();
  const [steps, setSteps] = useState<OfferStep[] | null>(null);
  const [running, setRunning] = useState(false);
  const draftRef = useRef<OfferDraft | null>(null);
  // Set from the click on: a second click while signing in or between steps starts nothing.
  const busy = useRef(false);
  // The steps as the loop last left them, read synchronously between steps.
  const stepsRef = useRef<OfferStep[]>([]);

  const update = useCallback((next: OfferStep[]) => {
    stepsRef.current = next;
    setSteps(next);
  }, []);

  const clear = useCallback(() => {
    draftRef.current = null;
    stepsRef.current = [];
    setSteps(null);
  }, []);

  // Balances moved (a wrap, an approval) and the offer lists may have a new row, whatever happened;
  // a collection offer also moves the collection's top offer.
  const refresh = useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: offerFundsKeys.all }),
        queryClient.invalidateQueries({ queryKey: [keyRoots.offers] }),
        queryClient.invalidateQueries({ queryKey: [keyRoots.collectionMetadata] }),
      ]),
    [queryClient],
  );

  const run = useCallback(async (): Promise<boolean> => {
    const draft = draftRef.current;
    if (!draft || busy.current) return false;
    busy.current = true;
    setRunning(true);
    try {
      for (let step = nextOfferStep(stepsRef.current); step; step = nextOfferStep(stepsRef.current)) {
        const { id } = step;
        update(withStep(stepsRef.current, id, { status: 'running' }));
        try {
          await runOfferStep(id, draft, (detail) =>
            update(withStep(stepsRef.current, id, { status: 'running', detail })),
          );
          update(withStep(stepsRef.current, id, { status: 'done' }));
        } catch (error) {
          let next = withStep(stepsRef.current, id, { status: 'failed', error: offerErrorMessage(error) });
          if (id === 'submit' && needsNewSignature(error)) {
            draft.signed = null;
            next = signAgain(next);
          }
          update(next);
          void refresh();
          return false;
        }
      }
      await refresh();
      toast.success(
        draft.quantity === 1
          ? `Offer placed: ${formatWei(draft.amount)} WETH`
          : `Offer placed: ${formatWei(draft.amount)} WETH each for ${draft.quantity} items`,
      );
      // The steps stay, all done, until the dialog has closed (`reset`): no flash of the empty form.
      return true;
    } finally {
      busy.current = false;
      setRunning(false);
    }
  }, [refresh, update]);

  /** Signs in if needed, reads the balances as they are now, and runs the steps they call for. */
  const start = useCallback(
    async (terms: OfferTerms): Promise<boolean> => {
      if (busy.current) return false;
      busy.current = true;
      setRunning(true);
      try {
        if (!(await requireSignIn())) return false;
        const offerer = getWalletState().address;
        if (!offerer) return false;
        const funds = await readOfferFunds(offerer);
        draftRef.current = { ...terms, target, offerer, signed: null };
        update(waitingSteps(planOfferSteps(offerTotal(terms), funds)));
      } catch (error) {
        toast.error(offerErrorMessage(error));
        return false;
      } finally {
        busy.current = false;
        setRunning(false);
      }
      return run();
    },
    [target, requireSignIn, run, update],
  );

  /** Back to the form. Steps done on chain stay done: the next offer's plan reads them again. */
  const reset = useCallback(() => {
    if (!busy.current) clear();
  }, [clear]);

  return { steps, running, start, retry: run, reset };
}
