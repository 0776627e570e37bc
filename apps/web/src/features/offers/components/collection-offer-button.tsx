import { useId, useMemo } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { offerContracts } from '../api/read-offer-funds.ts';
import { useOfferDialog } from '../hooks/use-offer-dialog.ts';
import { CollectionOfferForm } from './collection-offer-form.tsx';
import { MakeOfferDialog } from './make-offer-dialog.tsx';

export type OfferCollection = {
  tokenAddress: string;
  name: string;
  /** As the page names it (slug or address), and its chain: the trait lists are read the same way. */
  collectionRef: string;
  chainId: number;
};

const TEXT = {
  collection: {
    button: 'Collection offer',
    busy: 'Making collection offer...',
    title: 'Make a collection offer',
    connect: 'Connect a wallet to make a collection offer.',
  },
  trait: {
    button: 'Trait offer',
    busy: 'Making trait offer...',
    title: 'Make a trait offer',
    connect: 'Connect a wallet to make a trait offer.',
  },
} as const;

/**
 * 'Collection offer' (any item) or 'Trait offer' (items with a trait) on the collection page, with the
 * same staged dialog as an item's offer. Without a wallet it says so and opens the connect dialog;
 * nothing shows where offers are not set up.
 */
export function CollectionOfferButton({
  kind,
  collection,
}: {
  kind: 'collection' | 'trait';
  collection: OfferCollection;
}) {
  const hintId = useId();
  const text = TEXT[kind];
  const target = useMemo(
    () => ({ kind, tokenAddress: collection.tokenAddress }),
    [kind, collection.tokenAddress],
  );
  const dialog = useOfferDialog(target);
  if (!offerContracts()) return null;

  return (
    <>
      <Button
        variant="outline"
        className="max-sm:flex-1"
        onClick={() => dialog.request(text.connect)}
        aria-describedby={dialog.connected ? undefined : hintId}
        aria-busy={dialog.running}
      >
        {dialog.running ? text.busy : text.button}
      </Button>
      {!dialog.connected && (
        <span id={hintId} className="sr-only">
          {text.connect}
        </span>
      )}
      <MakeOfferDialog
        open={dialog.open}
        onClose={dialog.close}
        title={text.title}
        subtitle={collection.name}
        form={
          <CollectionOfferForm
            kind={kind}
            tokenAddress={collection.tokenAddress}
            collectionRef={collection.collectionRef}
            chainId={collection.chainId}
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
