import { AppError } from '../../errors.ts';

/** "45 seconds", "1 minute", "2 hours": how long until the window ends, as a person says it. */
export function spokenDuration(seconds: number): string {
  const [amount, unit] =
    seconds < 60
      ? [seconds, 'second']
      : seconds < 3600
        ? [Math.round(seconds / 60), 'minute']
        : [Math.round(seconds / 3600), 'hour'];
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}

export class RateLimitedError extends AppError {
  override readonly statusCode = 429;
  override readonly code = 'RATE_LIMITED';
  constructor(readonly retryAfterSeconds: number) {
    super(`Rate limit exceeded, retry in ${spokenDuration(retryAfterSeconds)}`);
  }
}
