import { AppError } from '../../errors.ts';

/** Every tab holds one stream; this many from one address is a leak or an abuse, not a reader. */
export class TooManyLiveStreamsError extends AppError {
  override readonly statusCode = 429;
  override readonly code = 'TOO_MANY_LIVE_STREAMS';
  readonly retryAfterSeconds = 30;
  constructor(limit: number) {
    super(
      `Too many live-update streams are open from your address (at most ${limit}). Close some tabs of this site and try again.`,
    );
  }
}

/** GET /api/events speaks only server-sent events; anything else would wait on a stream it cannot read. */
export class EventStreamNotAcceptedError extends AppError {
  override readonly statusCode = 406;
  override readonly code = 'EVENT_STREAM_ONLY';
  constructor() {
    super('This endpoint streams server-sent events: send Accept: text/event-stream (EventSource does).');
  }
}

/** The server is shutting down; the browser's EventSource reconnects to another node or later. */
export class LiveStreamsClosingError extends AppError {
  override readonly statusCode = 503;
  override readonly code = 'SERVER_CLOSING';
  constructor() {
    super('The server is restarting; live updates resume in a moment.');
  }
}
