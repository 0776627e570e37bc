import { galleryMessages } from '@guardians/shared';
import { AppError, BadRequestError, ConflictError, ForbiddenError } from '../../../errors.ts';

/** Submitting fan art needs a linked X account: the art is credited to it. */
export class XRequiredError extends ForbiddenError {
  override readonly code = 'X_NOT_LINKED';
  constructor() {
    super(galleryMessages.xRequired);
  }
}

export class SubmissionFieldError extends BadRequestError {
  override readonly code = 'INVALID_INPUT';
  constructor(field: string, message: string, cause?: unknown) {
    super(message, { field, cause });
  }
}

export class SubmissionNotMultipartError extends AppError {
  override readonly statusCode = 415;
  override readonly code = 'UNSUPPORTED_MEDIA_TYPE';
  constructor() {
    super('The submission must be sent as multipart/form-data');
  }
}

export class MediaRequiredError extends BadRequestError {
  override readonly code = 'MEDIA_REQUIRED';
  constructor(field: string) {
    super(galleryMessages.mediaRequired, { field });
  }
}

/** Not a picture or video we accept, or one that is damaged, truncated or carries markup. */
export class UnsupportedMediaError extends BadRequestError {
  override readonly code = 'UNSUPPORTED_MEDIA';
  constructor(field: string, cause?: unknown) {
    super(galleryMessages.mediaType, { field, cause });
  }
}

export class TooManyPixelsError extends BadRequestError {
  override readonly code = 'IMAGE_TOO_MANY_PIXELS';
  constructor(field: string, cause?: unknown) {
    super(galleryMessages.imageTooManyPixels, { field, cause });
  }
}

export class MediaTooLargeError extends AppError {
  override readonly statusCode = 413;
  override readonly code = 'FILE_TOO_LARGE';
  constructor(field: string, kind: 'image' | 'video', cause?: unknown) {
    super(kind === 'image' ? galleryMessages.imageTooLarge : galleryMessages.videoTooLarge, { field, cause });
  }
}

export class VideoTooLongError extends BadRequestError {
  override readonly code = 'VIDEO_TOO_LONG';
  constructor(field: string) {
    super(galleryMessages.videoTooLong, { field });
  }
}

export class PosterRequiredError extends BadRequestError {
  override readonly code = 'POSTER_REQUIRED';
  constructor(field: string) {
    super(galleryMessages.posterRequired, { field });
  }
}

/** Raised by the unique index on the tweet id, so two racing submits of one post get one winner. */
export class AlreadySubmittedError extends ConflictError {
  override readonly code = 'ALREADY_SUBMITTED';
  constructor(cause?: unknown) {
    super(galleryMessages.alreadySubmitted, { field: 'postUrl', cause });
  }
}

export class TokenUnknownError extends BadRequestError {
  override readonly code = 'TOKEN_UNKNOWN';
  constructor() {
    super(galleryMessages.tokenUnknown, { field: 'tokenId' });
  }
}
