import { USERNAME_MAX_LENGTH } from '@guardians/shared/users';
import { TextField } from '../../../components/ui/text-field.tsx';
import { type UsernameStatus, usernameHint } from '../utils/username-availability.ts';

const tone: Record<UsernameStatus, string> = {
  idle: 'text-muted',
  checking: 'text-muted',
  invalid: 'text-[#ff9b8a]',
  taken: 'text-[#ff9b8a]',
  available: 'text-emerald-300',
};

type UsernameFieldProps = {
  value: string;
  onChange: (value: string) => void;
  status: UsernameStatus;
  error?: string | null;
};

/** Username with the spec's availability hint under it. */
export function UsernameField({ value, onChange, status, error }: UsernameFieldProps) {
  const text = status === 'checking' ? 'Checking availability…' : usernameHint(status, value);
  return (
    <TextField
      label="Username"
      value={value}
      onChange={onChange}
      maxLength={USERNAME_MAX_LENGTH}
      autoComplete="username"
      placeholder="Your name in the Forge"
      reserveNote
      error={error ?? null}
      hint={text ? <span className={tone[status]}>{text}</span> : null}
    />
  );
}
