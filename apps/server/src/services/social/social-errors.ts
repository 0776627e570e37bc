import { type SocialProvider, socialMessages, socialProviderLabels } from '@guardians/shared';
import { AppError, ConflictError, NotFoundError } from '../../errors.ts';

export class ProviderNotEnabledError extends NotFoundError {
  override readonly code = 'PROVIDER_NOT_ENABLED';
  constructor(provider: SocialProvider) {
    super(`${socialProviderLabels[provider]} linking is not enabled on this server`);
  }
}

/** This wallet already has a link for the provider: unlink first. */
export class AlreadyLinkedError extends ConflictError {
  override readonly code = 'ALREADY_LINKED';
  constructor(provider: SocialProvider) {
    super(socialMessages.alreadyLinked(provider));
  }
}

/** One social account belongs to one wallet at a time. */
export class SocialAccountTakenError extends ConflictError {
  override readonly code = 'SOCIAL_ACCOUNT_TAKEN';
  constructor(provider: SocialProvider) {
    super(`This ${socialProviderLabels[provider]} account is already linked to another wallet`);
  }
}

/** The provider did not confirm that the token belongs to the claimed account. */
export class SocialNotVerifiedError extends AppError {
  override readonly statusCode = 403;
  override readonly code = 'SOCIAL_NOT_VERIFIED';
  constructor(provider: SocialProvider, options: { cause?: unknown } = {}) {
    super(`${socialProviderLabels[provider]} did not confirm this account for the given token`, options);
  }
}

/** The provider could not be reached or answered with something unusable. */
export class SocialProviderError extends AppError {
  override readonly statusCode = 502;
  override readonly code = 'SOCIAL_PROVIDER_ERROR';
  constructor(provider: SocialProvider, options: { cause?: unknown } = {}) {
    super(`${socialProviderLabels[provider]} did not answer as expected. Please try again later.`, options);
  }
}

export class SocialLinkNotFoundError extends NotFoundError {
  override readonly code = 'SOCIAL_NOT_LINKED';
}
