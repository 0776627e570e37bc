import { LOGIN_MESSAGES, type LoginErrorCode } from '@guardians/shared';
import { AppError } from '../../errors.ts';

/** A refused sign-in: 401 with the reason's code, and never a session. */
export class LoginRejectedError extends AppError {
  override readonly statusCode = 401;
  override readonly code: LoginErrorCode;
  constructor(code: LoginErrorCode, message: string) {
    super(message);
    this.code = code;
  }
}

/** GET /api/login without `account` and no wallet connected in this browser session (400). */
export class LoginAccountRequiredError extends AppError {
  override readonly statusCode = 400;
  override readonly code = 'ACCOUNT_REQUIRED';
  override readonly field = 'account';
  constructor() {
    super(LOGIN_MESSAGES.accountRequired);
  }
}

export class NotSignedInError extends AppError {
  override readonly statusCode = 401;
  override readonly code = 'NOT_SIGNED_IN';
  constructor(message = 'User not logged in') {
    super(message);
  }
}

export class TooManyAttemptsError extends AppError {
  override readonly statusCode = 429;
  override readonly code = 'TOO_MANY_SIGN_IN_ATTEMPTS';
  constructor(readonly retryAfterSeconds: number) {
    super(`Too many failed sign-in attempts. Try again in ${retryAfterSeconds} seconds.`);
  }
}
