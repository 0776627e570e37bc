import { useId, useMemo } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import type { OfferItem } from '../api/get-item-offers.ts';
import { offerContracts } from '../api/read-offer-funds.ts';
import { useOfferDialog } from '../hooks/use-offer-dialog.ts';
import { MakeOfferDialog } from './make-offer-dialog.tsx';
import { OfferForm } from './offer-form.tsx';

const CONNECT_TO_OFFER = 'Connect a wallet to make an offer.';

type MakeOfferButtonProps = {
  item: OfferItem;
  /** The item's owner; no offers on a burned item, and none from its owner. */
  owner: string | null;
  itemName: string;
};

/**
 * 'Make offer' beside the item's other trade actions, for anyone but its owner. Without a wallet it
 * says so and opens the connect dialog (as Buy now does); nothing shows where offers are not set up.
 */
export function MakeOfferButton({ item, owner, itemName }: MakeOfferButtonProps) {
  const hintId = useId();
  const target = useMemo(
    () => ({ kind: 'item' as const, tokenAddress: item.tokenAddress, tokenId: item.tokenId }),
    [item.tokenAddress, item.tokenId],
  );
  const dialog = useOfferDialog(target);

  if (!offerContracts() || !owner) return null;
  if (dialog.viewer?.toLowerCase() === owner.toLowerCase()) return null;

  return (
    <>
      <Button
        variant="outline"
        className="max-sm:flex-1"
        onClick={() => dialog.request(CONNECT_TO_OFFER)}
        aria-describedby={dialog.connected ? undefined : hintId}
        aria-busy={dialog.running}
      >
        {dialog.running ? 'Making offer...' : 'Make offer'}
      </Button>
      {!dialog.connected && (
        <span id={hintId} className="sr-only">
          {CONNECT_TO_OFFER}
        </span>
      )}
      <MakeOfferDialog
        open={dialog.open}
        onClose={dialog.close}
        title="Make an offer"
        subtitle={itemName}
        form={
          <OfferForm
            funds={dialog.funds}
            busy={dialog.running}
            onSubmit={dialog.submit}
            onCancel={dialog.close}
          />
        }
        steps={dialog.steps}
        running={dialog.running}
        onRetry={dialog.retry}
      />
    </>
  );
}
