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
