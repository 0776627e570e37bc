import { portalMessages } from '@guardians/shared/community';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { PortalUnlockError, useUnlockPortal } from '../api/unlock-portal.ts';
import { unlockErrorText } from '../utils/unlock-messages.ts';

/** The words that open the portal: a password field with show/hide, checked on the server only. */
export function PassphraseForm() {
  const unlock = useUnlockPortal();
  const [passphrase, setPassphrase] = useState('');
  const [visible, setVisible] = useState(false);
  const inputId = useId();
  const errorId = useId();
  const error = unlock.error ? unlockMessage(unlock.error) : null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (passphrase.trim() === '' || unlock.isPending) return;
    unlock.mutate(passphrase);
  }

  return (
    <form onSubmit={submit} noValidate className="flex w-full flex-col gap-4">
      <label htmlFor={inputId} className="text-sm font-semibold text-fg">
        Passphrase
      </label>
      <div className="relative">
        <input
          id={inputId}
          name="passphrase"
          type={visible ? 'text' : 'password'}
          value={passphrase}
          onChange={(event) => {
            setPassphrase(event.target.value);
            if (unlock.isError) unlock.reset();
          }}
          required
          maxLength={200}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          placeholder={portalMessages.locked}
          className="min-h-12 w-full rounded-full border border-card-border bg-night/70 py-3 pr-24 pl-5 text-fg placeholder:text-muted focus:border-gold focus:outline-none aria-invalid:border-koi"
        />
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-pressed={visible}
          aria-controls={inputId}
          className="absolute inset-y-0 right-1 my-auto inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold text-gold hover:bg-white/10"
        >
          {visible ? 'Hide' : 'Show'}
          <span className="sr-only"> passphrase</span>
        </button>
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm font-semibold text-[#ffb08a]">
          {error}
        </p>
      )}
      <Button
        type="submit"
        disabled={unlock.isPending || passphrase.trim() === ''}
        aria-busy={unlock.isPending}
        className="min-h-12 text-base"
      >
        {unlock.isPending ? 'Opening…' : 'Open the portal'}
      </Button>
    </form>
  );
}

function unlockMessage(error: Error): string {
  if (error instanceof PortalUnlockError) {
    return unlockErrorText({
      status: error.status,
      message: error.message,
      retryAfterSeconds: error.retryAfterSeconds,
    });
  }
  return unlockErrorText({ status: 0, message: error.message, retryAfterSeconds: null });
}
