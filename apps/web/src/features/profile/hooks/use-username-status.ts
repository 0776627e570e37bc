import { isValidUsername } from '@guardians/shared/users';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useUsernameAvailability } from '../api/get-username-availability.ts';
import {
  resolveUsernameStatus,
  shouldCheckUsername,
  USERNAME_DEBOUNCE_MS,
  type UsernameStatus,
} from '../utils/username-availability.ts';

/** Debounced availability of the name being typed (spec 4, 5, 9). */
export function useUsernameStatus(value: string, currentUsername: string | null): UsernameStatus {
  const settledValue = useDebouncedValue(value.trim(), USERNAME_DEBOUNCE_MS);
  const enabled = shouldCheckUsername(settledValue, currentUsername) && isValidUsername(settledValue);
  const lookup = useUsernameAvailability(settledValue, enabled);
  return resolveUsernameStatus({
    value,
    currentUsername,
    settledValue,
    available: lookup.isFetching ? undefined : lookup.data,
    lookupFailed: lookup.isError && !lookup.isFetching,
  });
}
