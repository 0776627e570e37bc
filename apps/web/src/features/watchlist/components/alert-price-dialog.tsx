import type { Watch } from '@guardians/shared/watchlist';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { alertFieldValue, parseAlertPrice } from '../utils/alert-price.ts';
import { alertQuestion } from '../utils/watch-target.ts';

type AlertPriceDialogProps = {
  onClose: () => void;
  /** What is watched, for the title ('Guardian #5', 'Guardians'). */
  name: string;
  kind: Watch['kind'];
  /** The stored alert in wei; null when there is none yet. */
  alertPriceWei: string | null;
  /** Saves the alert (wei) or, with null, removes it; resolves once saved. */
  onSave: (alertPriceWei: string | null) => Promise<unknown>;
  saving: boolean;
};

/**
 * "Tell me when the floor is at or below … ETH": the alert price of a watch, typed in ETH. Open
 * while rendered: each opening starts from the stored alert.
 */
export function AlertPriceDialog({
  onClose,
  name,
  kind,
  alertPriceWei,
  onSave,
  saving,
}: AlertPriceDialogProps) {
  const headingId = useId();
  const [value, setValue] = useState(() => alertFieldValue(alertPriceWei));
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = parseAlertPrice(value);
    if (!parsed.ok) {
      setError(parsed.message);
      return;
    }
    await onSave(parsed.wei).then(onClose, () => {});
  }

  return (
    <Modal
      open
      onClose={onClose}
      labelledBy={headingId}
      className="w-full max-w-md rounded-t-2xl border p-5 sm:rounded-2xl"
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <h2 id={headingId} className="text-xl font-bold text-gold">
          {`Price alert: ${name}`}
        </h2>
        <TextField
          label={`${alertQuestion(kind)} (ETH)`}
          value={value}
          onChange={(next) => {
            setValue(next);
            setError(null);
          }}
          placeholder="0.5"
          autoComplete="off"
          error={error}
          hint="You hear of it once in your notifications; saving again sets the alert anew."
          reserveNote
        />
        <div className="flex flex-wrap justify-end gap-2">
          {alertPriceWei !== null && (
            <Button
              variant="ghost"
              disabled={saving}
              onClick={() => void onSave(null).then(onClose, () => {})}
            >
              Remove alert
            </Button>
          )}
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={saving} aria-busy={saving}>
            Save alert
          </Button>
        </div>
      </form>
    </Modal>
  );
}
