import { useRef, useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { setConnectDialogOpen } from '../../../lib/wallet/connect-dialog-store.ts';
import { useWallet } from '../../../lib/wallet/wallet-store.ts';
import { useOfferFunds } from '../api/read-offer-funds.ts';
import type { OfferTarget, OfferTerms } from '../utils/offer-target.ts';
import { useMakeOffer } from './use-make-offer.ts';

/**
 * What a Make offer button and its dialog share, whatever the offer is on: the open state, the staged
 * flow, the offerer's balances while the dialog is open, and the wallet gate (without a wallet the
 * button says why and opens the connect dialog instead of doing nothing).
 */
export function useOfferDialog(target: OfferTarget) {
  const wallet = useWallet();
  const [open, setOpen] = useState(false);
  const openRef = useRef(open);
  openRef.current = open;
  const flow = useMakeOffer(target);
  const connected = wallet.status === 'connected' && wallet.address !== undefined;
  const funds = useOfferFunds(wallet.address, open && connected);

  const close = () => {
    setOpen(false);
    flow.reset();
  };
  // The dialog shows a failed step's reason; a person who closed it mid-flow hears it from a toast.
  const settle = (placed: boolean) => {
    if (placed) close();
    else if (!openRef.current)
      toast.error('Your offer was not placed: open the offer again to see why and try again.');
  };

  return {
    open,
    connected,
    viewer: connected ? wallet.address : undefined,
    steps: flow.steps,
    running: flow.running,
    funds: funds.isError ? null : funds.data,
    close,
    /** Opens the dialog, or tells a visitor without a wallet `connectFirst` and opens the connect dialog. */
    request(connectFirst: string) {
      if (connected) {
        setOpen(true);
      } else {
        toast.info(connectFirst);
        setConnectDialogOpen(true);
      }
    },
    submit: (terms: OfferTerms) => void flow.start(terms).then(settle),
    retry: () => void flow.retry().then(settle),
  };
}
