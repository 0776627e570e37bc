import { shieldMessages } from '@guardians/shared';
import { AppError, BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../errors.ts';

export class ShieldNotFoundError extends NotFoundError {
  override readonly code = 'SHIELD_NOT_FOUND';
  constructor(what: string) {
    super(`No shield ${what}`);
  }
}

/** Spec 8: the edit form answers 'All fields are required' when name or description is missing. */
export class ShieldFormError extends BadRequestError {
  override readonly code = 'INVALID_INPUT';
}

export class ShieldNameTakenError extends ConflictError {
  override readonly code = 'SHIELD_NAME_TAKEN';
  constructor(cause?: unknown) {
    super(shieldMessages.nameTaken, { field: 'name', cause });
  }
}

export class ShieldImageError extends BadRequestError {
  override readonly code = 'UNSUPPORTED_IMAGE';
  constructor(reason: string, cause?: unknown) {
    super(`image: ${reason}. ${shieldMessages.imageType}.`, { field: 'image', cause });
  }
}

export class ShieldImageTooLargeError extends AppError {
  override readonly statusCode = 413;
  override readonly code = 'FILE_TOO_LARGE';
  constructor(maxBytes: number, cause?: unknown) {
    super(`image must be at most ${Math.round(maxBytes / 1024)} KB`, { field: 'image', cause });
  }
}

/** The link's hash does not match its parameters: forged or altered. */
export class InvalidDownloadLinkError extends ForbiddenError {
  override readonly code = 'INVALID_DOWNLOAD_LINK';
  constructor() {
    super(shieldMessages.invalidDownloadLink);
  }
}

export class ShieldLockedError extends ForbiddenError {
  override readonly code = 'SHIELD_LOCKED';
  constructor() {
    super(shieldMessages.unlockToDownload);
  }
}
