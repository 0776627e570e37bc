import { SALE_MESSAGES } from '@guardians/shared';
import { ConflictError } from '../../errors.ts';

/** 409: the collection is listed here but its contract is not a GuardianCollection (no sale functions). */
export class NotASaleError extends ConflictError {
  override readonly code = 'NOT_A_SALE';
  constructor() {
    super(SALE_MESSAGES.notASale);
  }
}
