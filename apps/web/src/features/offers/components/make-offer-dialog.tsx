import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { CloseButton } from '../../../components/ui/close-button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import type { OfferStep } from '../utils/offer-steps.ts';
import { OfferProgress } from './offer-progress.tsx';

type MakeOfferDialogProps = {
  open: boolean;
  onClose: () => void;
  /** 'Make an offer', 'Make a collection offer'... : the dialog's name. */
  title: string;
  /** What the offer is on (the item's or the collection's name), under the title. */
  subtitle: string;
  /** Shown until the flow starts: the offer's terms. */
  form: ReactNode;
  /** Null while the form shows; the flow's steps once it has started. */
  steps: OfferStep[] | null;
  running: boolean;
  onRetry: () => void;
};

/**
 * The offer's terms, then the steps of making it in the same dialog. Closing while a step runs does
 * not stop it: the wallet's request stays open, and a toast says when the offer is placed.
 */
export function MakeOfferDialog({
  open,
  onClose,
  title,
  subtitle,
  form,
  steps,
  running,
  onRetry,
}: MakeOfferDialogProps) {
  const id = useId();
  const failed = steps?.some((step) => step.status === 'failed') ?? false;
  const started = steps !== null;
  const progress = useRef<HTMLDivElement>(null);
  // The form's button is gone once the steps show: focus follows to them, as it does on a retry.
  useEffect(() => {
    if (open && started) progress.current?.focus();
  }, [open, started]);
  return (
    <Modal
      open={open}
      onClose={onClose}
      labelledBy={`${id}-title`}
      className="max-h-[100dvh] w-full overflow-y-auto rounded-t-2xl border p-6 sm:max-w-md sm:rounded-2xl"
    >
      <div className="mb-4 flex items-start justify-between gap-4">
        <div className="min-w-0">
          <h2 id={`${id}-title`} className="text-xl font-bold text-gold">
            {title}
          </h2>
          <p className="truncate text-sm text-muted">{subtitle}</p>
        </div>
        <CloseButton label="Close" onClick={onClose} className="-mr-2 -mt-2" />
      </div>
      {steps === null ? (
        form
      ) : (
        <div ref={progress} tabIndex={-1} className="flex flex-col gap-4 outline-none">
          <OfferProgress steps={steps} />
          {running && (
            <p className="text-sm text-muted">
              You can close this window: the steps carry on, and a message says when the offer is placed.
            </p>
          )}
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="ghost" onClick={onClose}>
              Close
            </Button>
            {failed && (
              <Button
                onClick={() => {
                  progress.current?.focus();
                  onRetry();
                }}
                disabled={running}
              >
                Try again
              </Button>
            )}
          </div>
        </div>
      )}
    </Modal>
  );
}
