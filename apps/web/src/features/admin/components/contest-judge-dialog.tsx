import { isAddress } from '@guardians/shared/common';
import { JUDGE_NAME_MAX, type Judge, JudgeBodySchema } from '@guardians/shared/contest';
import { useId, useState } from 'react';
import { Modal } from '../../../components/ui/modal.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { toast } from '../../../lib/toast.ts';
import { useSaveJudge } from '../api/contest-judge-change.ts';
import { failureMessage } from '../utils/refusal.ts';
import { DialogForm, dialogClasses, FIX_FIELDS } from './dialog-form.tsx';

/** `null` closed; `{ judge: null }` a new judge; `{ judge }` that judge's new name. */
export type JudgeEditing = { judge: Judge | null } | null;

type ContestJudgeDialogProps = {
  editing: JudgeEditing;
  /** The judges listed: adding one of them again would only rename it, so the form says so first. */
  judges: readonly Judge[];
  onClose: () => void;
};

/** Adds a judge by wallet and name, or renames one; the shared schema checks the name first. */
export function ContestJudgeDialog({ editing, judges, onClose }: ContestJudgeDialogProps) {
  const titleId = useId();
  return (
    <Modal open={editing !== null} onClose={onClose} labelledBy={titleId} className={dialogClasses}>
      {editing && <JudgeForm judge={editing.judge} judges={judges} titleId={titleId} onClose={onClose} />}
    </Modal>
  );
}

type JudgeErrors = { account?: string | undefined; name?: string | undefined };

type JudgeFormProps = { judge: Judge | null; judges: readonly Judge[]; titleId: string; onClose: () => void };

function JudgeForm({ judge, judges, titleId, onClose }: JudgeFormProps) {
  const [account, setAccount] = useState(judge?.account ?? '');
  const [name, setName] = useState(judge?.name ?? '');
  const [errors, setErrors] = useState<JudgeErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const save = useSaveJudge();

  function check(wallet: string) {
    const found: JudgeErrors = {};
    if (!isAddress(wallet))
      found.account = 'Enter a wallet address: 0x followed by 40 hexadecimal characters.';
    else if (!judge && judges.some((held) => held.account.toLowerCase() === wallet))
      found.account = 'This wallet is a judge already: use Rename on its row.';
    const body = JudgeBodySchema.safeParse({ name });
    if (!body.success)
      found.name = name.trim()
        ? (body.error.issues[0]?.message ?? 'Check the name')
        : 'Enter the judge’s name';
    return { found, body: body.success && !found.account ? body.data : null };
  }

  function submit() {
    setRefusal(null);
    const wallet = account.trim().toLowerCase();
    const { found, body } = check(wallet);
    setErrors(found);
    if (!body) return;
    save.mutate(
      { account: wallet, name: body.name },
      {
        onSuccess: (saved) => {
          toast.success(judge ? `Judge renamed: ${saved.name}` : `Judge added: ${saved.name}`);
          onClose();
        },
        onError: (failure) => setRefusal(failureMessage(failure, 'The judge could not be saved. Try again.')),
      },
    );
  }

  const invalid = Boolean(errors.account || errors.name);
  return (
    <DialogForm
      titleId={titleId}
      title={judge ? `Rename ${judge.name}` : 'Add a judge'}
      description={
        judge
          ? 'The name the console and the audit log know this judge by.'
          : 'The wallet sees each contest entry’s submission id from its next visit to the gallery.'
      }
      alert={refusal ?? (invalid ? FIX_FIELDS : null)}
      submitLabel={judge ? 'Save name' : 'Add judge'}
      pendingLabel="Saving…"
      pending={save.isPending}
      onSubmit={submit}
      onCancel={onClose}
    >
      {!judge && (
        <TextField
          label="Wallet address"
          value={account}
          placeholder="0x…"
          autoComplete="off"
          maxLength={42}
          onChange={(value) => {
            setAccount(value);
            setErrors((current) => ({ ...current, account: undefined }));
          }}
          error={errors.account ?? null}
        />
      )}
      <TextField
        label="Name"
        value={name}
        maxLength={JUDGE_NAME_MAX}
        autoComplete="off"
        onChange={(value) => {
          setName(value);
          setErrors((current) => ({ ...current, name: undefined }));
        }}
        hint={`Up to ${JUDGE_NAME_MAX} characters.`}
        error={errors.name ?? null}
      />
    </DialogForm>
  );
}
