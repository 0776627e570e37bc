import { AppError, BadRequestError } from '../../errors.ts';

export class InvalidIdempotencyKeyError extends BadRequestError {
  override readonly code = 'IDEMPOTENCY_KEY_INVALID';
  constructor() {
    super('The Idempotency-Key header must be 1 to 200 printable ASCII characters.', {
      field: 'Idempotency-Key',
    });
  }
}

export class IdempotencyKeyReusedError extends AppError {
  override readonly statusCode = 422;
  override readonly code = 'IDEMPOTENCY_KEY_REUSED';
  constructor() {
    super('This Idempotency-Key was already used for a different request. Use a new key for a new request.');
  }
}

/** The key's request was answered, but its answer is no longer kept (keys are kept for a day). */
export class IdempotencyKeyExpiredError extends AppError {
  override readonly statusCode = 409;
  override readonly code = 'IDEMPOTENCY_KEY_EXPIRED';
  constructor() {
    super('This Idempotency-Key was already used, and its answer is no longer kept. Use a new key.');
  }
}
