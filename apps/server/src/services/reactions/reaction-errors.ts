import { REACTION_MESSAGES } from '@guardians/shared';
import { ForbiddenError } from '../../errors.ts';

/** Spec 4: reacting needs a linked X account; the web app starts X sign-in on this code. */
export class XNotLinkedError extends ForbiddenError {
  override readonly code = 'X_NOT_LINKED';
  constructor() {
    super(REACTION_MESSAGES.xNotLinked);
  }
}
