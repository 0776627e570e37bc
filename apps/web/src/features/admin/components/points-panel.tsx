import { isAddress, shortenAddress } from '@guardians/shared/common';
import { PointsAdjustmentSchema } from '@guardians/shared/quests';
import { type FormEvent, useState } from 'react';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { ledgerCsvUrl, useAdjustPoints } from '../api/adjust-points.ts';
import { formatCoinAmount } from '../utils/quest-labels.ts';
import { FormPanel } from './form-panel.tsx';

type Field = 'account' | 'amount' | 'note';
type Values = Record<Field, string>;

const blank: Values = { account: '', amount: '', note: '' };

function fieldOf(path: readonly PropertyKey[] | string | undefined): Field | null {
  const first = typeof path === 'string' ? path : path?.[0];
  return first === 'account' || first === 'amount' || first === 'note' ? first : null;
}

/** Checks the adjustment with the server's schema; words of its own for what is missing. */
function check(values: Values) {
  const result = PointsAdjustmentSchema.safeParse({
    account: values.account.trim(),
    amount: values.amount.trim() === '' ? Number.NaN : Number(values.amount),
    note: values.note,
  });
  if (result.success) return { adjustment: result.data, errors: {} };
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of result.error.issues) {
    const field = fieldOf(issue.path);
    if (field && !errors[field]) errors[field] = issue.message;
  }
  if (!isAddress(values.account.trim()))
    errors.account = 'Enter a wallet address: 0x followed by 40 hexadecimal characters.';
  if (values.amount.trim() === '')
    errors.amount = 'Enter the coins to add, or a negative amount to take away.';
  if (values.note.trim() === '') errors.note = 'Say why: the member reads it in their coin history.';
  return { adjustment: null, errors };
}

/** Owners' ledger tools: add or take away coins with a reason, and the ledger as CSV. */
export function PointsPanel() {
  const [values, setValues] = useState<Values>(blank);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const adjust = useAdjustPoints();
  const account = values.account.trim().toLowerCase();

  function change(field: Field, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setRefusal(null);
    const { adjustment, errors: found } = check(values);
    setErrors(found);
    if (!adjustment) return;
    adjust.mutate(adjustment, {
      onSuccess: (entry) => {
        const signed = `${entry.amount > 0 ? '+' : ''}${formatCoinAmount(entry.amount)}`;
        toast.success(`Adjustment saved: ${signed} coins for ${shortenAddress(entry.account)}`);
        setValues(blank);
      },
      onError: (error) => {
        const message =
          error instanceof ApiError ? error.message : 'The adjustment could not be saved. Try again.';
        const field = error instanceof ApiError ? fieldOf(error.field) : null;
        if (field) setErrors({ [field]: message });
        else setRefusal(message);
      },
    });
  }

  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_20rem] xl:items-start">
      <FormPanel
        title="Adjust a balance"
        description="Adds coins, or takes them away with a negative amount, as an adjustment row in the ledger. It counts on the leaderboard at once."
      >
        <form noValidate onSubmit={submit} className="grid gap-4 md:grid-cols-[minmax(0,1fr)_10rem]">
          <TextField
            label="Wallet address"
            value={values.account}
            placeholder="0x…"
            autoComplete="off"
            maxLength={42}
            onChange={(value) => change('account', value)}
            error={errors.account}
            reserveNote
          />
          <TextField
            label="Amount (coins)"
            type="number"
            step="0.01"
            value={values.amount}
            onChange={(value) => change('amount', value)}
            error={errors.amount}
            reserveNote
          />
          <div className="md:col-span-2">
            <TextField
              label="Reason"
              value={values.note}
              maxLength={300}
              onChange={(value) => change('note', value)}
              hint="Kept in the ledger and the audit log."
              error={errors.note}
            />
          </div>
          {refusal && (
            <p
              role="alert"
              className="rounded-xl border border-koi/50 bg-koi/10 px-4 py-3 text-sm text-fg md:col-span-2"
            >
              {refusal}
            </p>
          )}
          <Button
            type="submit"
            className="justify-self-start"
            disabled={adjust.isPending}
            aria-busy={adjust.isPending}
          >
            {adjust.isPending ? 'Saving…' : 'Save adjustment'}
          </Button>
        </form>
      </FormPanel>
      <FormPanel
        title="Export the ledger"
        description="Every coin row: quests, referrals, adjustments and claims."
      >
        <div className="flex flex-col items-start gap-3">
          <a href={ledgerCsvUrl(null)} download className={buttonClasses('outline')}>
            Export ledger (CSV)
          </a>
          {isAddress(account) && (
            <a href={ledgerCsvUrl(account)} download className={buttonClasses('ghost')}>
              {`Only ${shortenAddress(account)} (CSV)`}
            </a>
          )}
        </div>
      </FormPanel>
    </div>
  );
}
