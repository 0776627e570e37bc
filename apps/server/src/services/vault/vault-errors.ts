import { vaultMessages } from '@guardians/shared';
import { AppError, ForbiddenError, NotFoundError } from '../../errors.ts';

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
