import {
  isValidUsername,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
  UsernameSchema,
  userMessages,
} from '@guardians/shared/users';

/** Spec 9: the availability lookup waits until typing has paused this long. */
export const USERNAME_DEBOUNCE_MS = 1500;

export type UsernameStatus = 'idle' | 'invalid' | 'checking' | 'available' | 'taken';

/**
 * Spec 4/5: a name is looked up only when it is non-empty, 2 to 24 characters, and not the
 * current username in another letter case (keeping or re-casing your own name is always fine).
 */
export function shouldCheckUsername(value: string, currentUsername: string | null): boolean {
  const name = value.trim();
  if (name.length < USERNAME_MIN_LENGTH || name.length > USERNAME_MAX_LENGTH) return false;
  return name.toLowerCase() !== (currentUsername ?? '').trim().toLowerCase();
}

type StatusInput = {
  /** What the field holds now. */
  value: string;
  currentUsername: string | null;
  /** The value once typing paused (debounced); the lookup answers for this one. */
  settledValue: string;
  /** The server's answer for `settledValue`; undefined while it is on its way. */
  available: boolean | undefined;
  /** The lookup failed: say nothing and let the save's own check decide. */
  lookupFailed: boolean;
};

export function resolveUsernameStatus(input: StatusInput): UsernameStatus {
  const name = input.value.trim();
  if (!shouldCheckUsername(name, input.currentUsername)) return 'idle';
  // The server would answer false for a name that breaks the rules; say why instead of "taken".
  if (!isValidUsername(name)) return 'invalid';
  if (input.settledValue.trim() !== name) return 'checking';
  if (input.lookupFailed) return 'idle';
  if (input.available === undefined) return 'checking';
  return input.available ? 'available' : 'taken';
}

/** The line under the field, or null when there is nothing to say. */
export function usernameHint(status: UsernameStatus, value: string): string | null {
  switch (status) {
    case 'taken':
      return userMessages.usernameTaken;
    case 'available':
      return userMessages.usernameAvailable;
    case 'invalid':
      return UsernameSchema.safeParse(value.trim()).error?.issues[0]?.message ?? null;
    default:
      return null;
  }
}

/** Spec 5: saving is blocked while the name is taken (or not yet known, or breaks the rules). */
export function blocksSave(status: UsernameStatus): boolean {
  return status === 'taken' || status === 'checking' || status === 'invalid';
}
