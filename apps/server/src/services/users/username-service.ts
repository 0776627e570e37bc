import { isValidUsername } from '@guardians/shared';
import type { Db } from '../../db/client.ts';
import { isUsernameTaken } from './user-repository.ts';

/** True only for a name that follows the rules and nobody uses, in any letter case. */
export async function isUsernameAvailable(db: Db, username: string): Promise<boolean> {
  if (!isValidUsername(username)) return false;
  return !(await isUsernameTaken(db, username));
}
