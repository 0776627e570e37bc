import { blogMessages, editorialMessages } from '@guardians/shared';
import { BadRequestError, ConflictError, ForbiddenError, NotFoundError } from '../../errors.ts';

export class EditorialNotFoundError extends NotFoundError {
  override readonly code = 'EDITORIAL_NOT_FOUND';
  constructor() {
    super(editorialMessages.notFound);
  }
}

/** A Story chapter or Odyssey stage that is not open yet: its card shows, its page does not. */
export class EditorialLockedError extends ForbiddenError {
  override readonly code = 'EDITORIAL_LOCKED';
  constructor() {
    super(editorialMessages.locked);
  }
}

export class PostNotFoundError extends NotFoundError {
  override readonly code = 'POST_NOT_FOUND';
  constructor() {
    super(blogMessages.notFound);
  }
}

export class PostSlugTakenError extends ConflictError {
  override readonly code = 'POST_SLUG_TAKEN';
  constructor(cause: unknown) {
    super(blogMessages.slugTaken, { field: 'slug', cause });
  }
}

/** `/api/blogs/all` is the list, so a post with the slug `all` could never be read by its slug. */
export class ReservedSlugError extends BadRequestError {
  override readonly code = 'POST_SLUG_RESERVED';
  constructor(slug: string) {
    super(`slug ${slug} is reserved for the list pages`, { field: 'slug' });
  }
}
