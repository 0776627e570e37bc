import type { Config } from '../../config.ts';
import type { WindowCounter } from '../../infra/rate-limits/window-counter.ts';
import { FailureLimiter } from '../auth/failure-limiter.ts';
import { matchesPassphrase } from './passphrase-match.ts';
import { loadPortalContent } from './portal-content.ts';
import {
  PortalClosedError,
  PortalLockedError,
  TooManyPortalAttemptsError,
  WrongPassphraseError,
} from './portal-errors.ts';
import { issuePortalPass, isValidPortalPass } from './portal-pass.ts';

/** Wrong passphrases allowed per IP in the window before 429 (decision 0043). */
export const PORTAL_FAILURES_PER_IP = 5;
const WINDOW_MS = 10 * 60 * 1000;

/** The passphrase-locked page; one per app instance (it holds the failure counts). */
export class Portal {
  private readonly failures: FailureLimiter;

  constructor(
    private readonly config: Config,
    counter: WindowCounter,
  ) {
    this.failures = new FailureLimiter(counter, 'portal-ip', PORTAL_FAILURES_PER_IP, WINDOW_MS);
  }

  private passphrase(): string {
    const passphrase = this.config.portalPassphrase;
    if (!passphrase) throw new PortalClosedError();
    return passphrase;
  }

  /** The content and the pass to keep in a cookie; throws on a wrong passphrase or too many of them. */
  async unlock(ip: string, given: string) {
    const passphrase = this.passphrase();
    const wait = await this.failures.blockedFor(ip);
    if (wait > 0) throw new TooManyPortalAttemptsError(wait);
    // Trailing spaces from a phone keyboard are not part of the words (the variable is trimmed too).
    if (!matchesPassphrase(given.trim(), passphrase)) {
      await this.failures.fail(ip);
      throw new WrongPassphraseError();
    }
    const [content, pass] = await Promise.all([
      loadPortalContent(this.config.rootDir),
      issuePortalPass(this.config, passphrase),
    ]);
    return { content, pass };
  }

  /** Where a browser with this pass stands, without an error for the expected states. */
  async state(pass: string | undefined) {
    const passphrase = this.config.portalPassphrase;
    if (!passphrase) return { state: 'closed' as const };
    if (!(await isValidPortalPass(this.config, passphrase, pass))) return { state: 'locked' as const };
    return { state: 'open' as const, content: await loadPortalContent(this.config.rootDir) };
  }

  async content(pass: string | undefined) {
    const passphrase = this.passphrase();
    if (!(await isValidPortalPass(this.config, passphrase, pass))) throw new PortalLockedError();
    return loadPortalContent(this.config.rootDir);
  }
}
