import { certifiedMessages } from '@guardians/shared';
import { ConflictError } from '../../errors.ts';
import { NotSignedInError } from '../auth/auth-errors.ts';

/** Spec 4 words the quest-prize 401 itself: 'User not authenticated!'. */
export class PrizeNotSignedInError extends NotSignedInError {
  constructor() {
    super(certifiedMessages.notAuthenticated);
  }
}

export class NotHolderError extends ConflictError {
  override readonly code = 'NOT_HOLDER';
  constructor() {
    super(certifiedMessages.notHolder);
  }
}
