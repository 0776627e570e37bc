import { AppError, NotFoundError } from '../errors.ts';

export class DemoCollectionNotFoundError extends NotFoundError {
  override readonly code = 'DEMO_COLLECTION_NOT_FOUND';
  constructor(slug: string) {
    super(`No demo collection '${slug}'`);
  }
}

export class DemoTokenNotFoundError extends NotFoundError {
  override readonly code = 'DEMO_TOKEN_NOT_FOUND';
  constructor(slug: string, tokenId: number, supply: number) {
    super(`${slug} has tokens 1 to ${supply}; there is no #${tokenId}`);
  }
}

export class DemoMediaNotFoundError extends NotFoundError {
  override readonly code = 'DEMO_MEDIA_NOT_FOUND';
  constructor() {
    super('No such demo media file');
  }
}

/** 416: the Range header asks for bytes past the end of the file. */
export class RangeNotSatisfiableError extends AppError {
  override readonly statusCode = 416;
  override readonly code = 'RANGE_NOT_SATISFIABLE';
  constructor(readonly size: number) {
    super('The requested range is outside the file');
  }
}
