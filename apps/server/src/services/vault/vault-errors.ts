import { vaultConsoleMessages, vaultMessages } from '@guardians/shared';
import { AppError, BadRequestError, ForbiddenError, NotFoundError } from '../../errors.ts';

export class VaultAssetNotFoundError extends NotFoundError {
  override readonly code = 'VAULT_ASSET_NOT_FOUND';
  constructor(id: number) {
    super(`No vault asset with id ${id}`);
  }
}

/** Same code as the reaction gate, so the web app starts X sign-in on it the same way. */
export class VaultXNotLinkedError extends ForbiddenError {
  override readonly code = 'X_NOT_LINKED';
  constructor() {
    super(vaultMessages.xRequired);
  }
}

export class VaultHoldersOnlyError extends ForbiddenError {
  override readonly code = 'HOLDERS_ONLY';
  constructor() {
    super(vaultMessages.holdersOnly);
  }
}

/** Altered, forged or for a download that does not exist: all look the same from outside. */
export class VaultLinkInvalidError extends ForbiddenError {
  override readonly code = 'INVALID_DOWNLOAD_LINK';
  constructor() {
    super(vaultMessages.linkInvalid);
  }
}

export class VaultLinkExpiredError extends AppError {
  override readonly statusCode = 410;
  override readonly code = 'DOWNLOAD_LINK_EXPIRED';
  constructor() {
    super(vaultMessages.linkExpired);
  }
}

export class VaultNotMultipartError extends AppError {
  override readonly statusCode = 415;
  override readonly code = 'UNSUPPORTED_MEDIA_TYPE';
  constructor() {
    super('The vault asset must be sent as multipart/form-data');
  }
}

/** A missing, unknown or invalid part of the console's upload form. */
export class VaultFormError extends BadRequestError {
  override readonly code = 'INVALID_INPUT';
}

export class VaultImageError extends BadRequestError {
  override readonly code = 'UNSUPPORTED_IMAGE';
  constructor(reason: string, cause?: unknown) {
    super(`image: ${reason}. ${vaultConsoleMessages.imageType}.`, { field: 'image', cause });
  }
}

export class VaultUploadTooLargeError extends AppError {
  override readonly statusCode = 413;
  override readonly code = 'FILE_TOO_LARGE';
  constructor(field: string, maxBytes: number, cause?: unknown) {
    super(`${field} must be at most ${formatBytes(maxBytes)}`, { field, cause });
  }
}

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${Math.round(bytes / 1024)} KB`;
}
