import type { WindowCounter } from '../../infra/rate-limits/window-counter.ts';
import { LoginRejectedError, TooManyAttemptsError } from './auth-errors.ts';
import { FailureLimiter } from './failure-limiter.ts';

const WINDOW_MS = 15 * 60 * 1000;

/**
 * Refuses sign-in attempts after too many failures for the account or from the IP (429 with
 * Retry-After), and counts each refused attempt. One per app instance.
 */
export class LoginThrottle {
  private readonly byAccount: FailureLimiter;
  private readonly byIp: FailureLimiter;

  constructor(counter: WindowCounter, limits: { perAccount: number; perIp: number }) {
    this.byAccount = new FailureLimiter(counter, 'login-account', limits.perAccount, WINDOW_MS);
    this.byIp = new FailureLimiter(counter, 'login-ip', limits.perIp, WINDOW_MS);
  }

  async guard<T>(account: string, ip: string, attempt: () => Promise<T>): Promise<T> {
    const wait = Math.max(await this.byAccount.blockedFor(account), await this.byIp.blockedFor(ip));
    if (wait > 0) throw new TooManyAttemptsError(wait);
    try {
      return await attempt();
    } catch (error) {
      if (error instanceof LoginRejectedError) {
        await Promise.all([this.byAccount.fail(account), this.byIp.fail(ip)]);
      }
      throw error;
    }
  }
}
