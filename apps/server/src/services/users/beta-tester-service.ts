import { type UserActionResult, userMessages } from '@guardians/shared';
import type { Db } from '../../db/client.ts';
import { markBetaTester } from './user-repository.ts';

/** Idempotent: a second registration succeeds again and says so, instead of failing. */
export async function registerBetaTester(db: Db, account: string): Promise<UserActionResult> {
  const registered = await markBetaTester(db, account);
  return {
    status: true,
    message: registered ? userMessages.betaTesterRegistered : userMessages.betaTesterAlreadyRegistered,
  };
}
