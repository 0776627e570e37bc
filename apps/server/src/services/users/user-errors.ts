import { userMessages } from '@guardians/shared';
import { AppError, BadRequestError, ConflictError, NotFoundError } from '../../errors.ts';

export class UserNotFoundError extends NotFoundError {
  override readonly code = 'USER_NOT_FOUND';
  constructor(account: string) {
    super(`No user with account ${account}`);
  }
}

/** Raised by the pre-check and, when two saves race, by the unique index on lower(username). */
export class UsernameTakenError extends ConflictError {
  override readonly code = 'USERNAME_TAKEN';
  constructor(cause?: unknown) {
    super(userMessages.usernameTaken, { field: 'username', cause });
  }
}

/** A profile field that breaks its rule; the message names the field. */
export class InvalidProfileFieldError extends BadRequestError {
  override readonly code = 'INVALID_INPUT';
  constructor(field: string, message: string) {
    super(message.startsWith(field) ? message : `${field}: ${message}`, { field });
  }
}

export class NotMultipartError extends AppError {
  override readonly statusCode = 415;
  override readonly code = 'UNSUPPORTED_MEDIA_TYPE';
  constructor() {
    super('The profile form must be sent as multipart/form-data');
  }
}

export class FileTooLargeError extends AppError {
  override readonly statusCode = 413;
  override readonly code = 'FILE_TOO_LARGE';
  constructor(maxBytes: number, cause?: unknown) {
    super(`image must be at most ${formatBytes(maxBytes)}`, { field: 'image', cause });
  }
}

export class UnsupportedImageError extends BadRequestError {
  override readonly code = 'UNSUPPORTED_IMAGE';
  constructor(reason: string, cause?: unknown) {
    super(`image: ${reason}. Upload a PNG, JPEG, WebP, GIF or AVIF picture.`, { field: 'image', cause });
  }
}

export class ImageTooManyPixelsError extends BadRequestError {
  override readonly code = 'IMAGE_TOO_MANY_PIXELS';
  constructor(maxPixels: number, cause?: unknown) {
    const megapixels = Math.floor(maxPixels / 1_000_000);
    super(`image: must be at most ${megapixels} megapixels`, { field: 'image', cause });
  }
}

function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}
