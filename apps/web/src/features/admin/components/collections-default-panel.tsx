import type { CollectionMetadata } from '@guardians/shared/catalogue';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useMakeDefaultCollection } from '../api/collections-settings.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { FormPanel } from './form-panel.tsx';

/** The default collection is the one single mode shows everywhere; changing it asks first. */
export function CollectionsDefaultPanel({ collection }: { collection: CollectionMetadata }) {
  const [asking, setAsking] = useState(false);
  const makeDefault = useMakeDefaultCollection();

  function close() {
    setAsking(false);
    makeDefault.reset();
  }

  return (
    <FormPanel
      title="Default collection"
      description="In single mode the home page, the explore page and the mint page show the default collection."
    >
      {collection.isDefault ? (
        <p className="text-sm text-fg">This is the default collection.</p>
      ) : (
        <Button variant="outline" className="self-start" onClick={() => setAsking(true)}>
          Make it the default
        </Button>
      )}
      <ConfirmDialog
        open={asking}
        title={`Make ${collection.name} the default?`}
        confirmLabel="Make default"
        pendingLabel="Changing…"
        pending={makeDefault.isPending}
        error={
          makeDefault.error
            ? makeDefault.error instanceof ApiError
              ? makeDefault.error.message
              : 'The default could not be changed. Try again.'
            : null
        }
        onConfirm={() =>
          makeDefault.mutate(collection.tokenAddress, {
            onSuccess: () => {
              toast.success(`${collection.name} is the default collection`);
              close();
            },
          })
        }
        onClose={close}
      >
        Every visitor's home, explore and mint pages switch to it at once, in place of the current default.
      </ConfirmDialog>
    </FormPanel>
  );
}
