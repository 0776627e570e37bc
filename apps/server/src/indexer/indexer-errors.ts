import { BadRequestError } from '../errors.ts';

/** Typed failures of the indexer; the loops log them and carry on, they never end the process. */
class IndexerError extends Error {
  readonly code: string = 'INDEXER';
  constructor(message: string, options: { cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = new.target.name;
  }
}

/** Another writer moved the cursor between our read and our write: the range is dropped, not merged. */
export class CursorMovedError extends IndexerError {
  override readonly code = 'CURSOR_MOVED';
}

/** The chain changed under a range while it was read (the end block's hash differs): read it again. */
export class RangeChangedError extends IndexerError {
  override readonly code = 'RANGE_CHANGED';
}

/** Raised to the API (admin add-by-address): 400. */
export class NotAContractError extends BadRequestError {
  override readonly code = 'NOT_A_CONTRACT';
}

export type MetadataFailure =
  | 'token_uri'
  | 'unsupported_uri'
  | 'timeout'
  | 'network'
  | 'http_status'
  | 'too_large'
  | 'not_json'
  | 'invalid_json'
  | 'blocked'
  | 'ipfs_gateways';

/** Why one token's metadata could not be stored; recorded on the token and retried later. */
export class MetadataError extends IndexerError {
  override readonly code = 'METADATA';
  /** The HTTP status of an 'http_status' failure: a gateway's 404 means "try another gateway". */
  readonly status: number | undefined;
  constructor(
    readonly reason: MetadataFailure,
    message: string,
    readonly retryable: boolean,
    options: { cause?: unknown; status?: number } = {},
  ) {
    super(message, options);
    this.status = options.status;
  }
}
