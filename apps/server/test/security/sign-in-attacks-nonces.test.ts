import { createSiweMessage, parseSiweMessage } from 'viem/siwe';
import { describe, expect, it } from 'vitest';
import { issueLoginMessage } from '../../src/services/auth/login-service.ts';
import { deployContractWallet } from '../helpers/contract-wallet.ts';
import { CHAIN_ID, newAccount, sessionCookie } from '../helpers/login-flow.ts';
import {
  attemptLogin,
  footprint,
  issueMessage,
  lower,
  randomHex,
  refused,
  runAttempts,
  tally,
  withField,
} from './sign-in-attack-kit.ts';
import { PER_CLASS, useAttackSuite } from './sign-in-attack-suite.ts';

// A class takes 3 to 15 s on two cores; the budget leaves room for a busy machine.
describe('sign-in attacks on the nonce and the clock', { timeout: 120_000 }, () => {
  const suite = useAttackSuite('sign-in attacks (nonce, clock)');

  describe('positive controls: the suite can tell a valid sign-in from an attack', () => {
    it('a valid EOA signature opens a session (with and without the message in the body)', async () => {
      for (const sendMessage of [false, true]) {
        const wallet = newAccount();
        const { message, deadline } = await issueMessage(suite.t.app, wallet.address);
        const signature = await wallet.signMessage({ message });
        const res = await attemptLogin(suite.t.app, {
          account: wallet.address,
          signature,
          deadline,
          ...(sendMessage ? { message } : {}),
        });
        expect(res.statusCode).toBe(201);
        expect(sessionCookie(res)).toBeDefined();
        expect(await footprint(suite.t.db, [lower(wallet.address)])).toEqual({ sessions: 1, users: 1 });
      }
    });

    it('a valid EIP-1271 contract wallet signature opens a session', async () => {
      const owner = newAccount();
      const wallet = await deployContractWallet(owner.address);
      const { message, deadline } = await issueMessage(suite.t.app, wallet);
      const res = await attemptLogin(suite.t.app, {
        account: wallet,
        signature: await owner.signMessage({ message }),
        deadline,
      });
      expect(res.statusCode).toBe(201);
      expect(sessionCookie(res)).toBeDefined();
      expect(await footprint(suite.t.db, [lower(wallet)])).toEqual({ sessions: 1, users: 1 });
    });
  });

  it('replayed nonce: a captured, already used signature never opens a second session', async () => {
    // The victims sign in for real (their one session is expected); what the attacker replays is
    // their request. 250 victims replayed twice afterwards (the same body, then the other form: with
    // the message added or removed), and 125 victims whose request is raced by 4 copies at once
    // (exactly one of the 5 may win).
    const victims: string[] = [];
    const afterTheFact = await runAttempts(250, async (i) => {
      const victim = newAccount();
      victims.push(lower(victim.address));
      const { message, deadline } = await issueMessage(suite.t.app, victim.address);
      const signature = await victim.signMessage({ message });
      const bare = { account: victim.address, signature, deadline };
      const withMessage = { ...bare, message };
      const [first, second] = i % 2 ? [withMessage, bare] : [bare, withMessage];
      const original = await attemptLogin(suite.t.app, first);
      if (original.statusCode !== 201) throw new Error(`victim sign-in: ${original.body}`);
      const expected = refused('NONCE_REUSED');
      const account = lower(victim.address);
      return [
        { variant: 'same request replayed', account, expected, res: await attemptLogin(suite.t.app, first) },
        {
          variant: 'replayed in the other form',
          account,
          expected,
          res: await attemptLogin(suite.t.app, second),
        },
      ];
    });
    const raced = await runAttempts(125, async (i) => {
      const victim = newAccount();
      victims.push(lower(victim.address));
      const { message, deadline } = await issueMessage(suite.t.app, victim.address);
      const body = {
        account: victim.address,
        signature: await victim.signMessage({ message }),
        deadline,
        ...(i % 2 ? { message } : {}),
      };
      const all = await Promise.all(Array.from({ length: 5 }, () => attemptLogin(suite.t.app, body)));
      const winners = all.filter((res) => res.statusCode === 201);
      if (winners.length !== 1) throw new Error(`raced replays: ${winners.length} sessions`);
      return all
        .filter((res) => res.statusCode !== 201)
        .map((res) => ({
          variant: 'raced replay',
          account: lower(victim.address),
          expected: refused('NONCE_REUSED'),
          res,
        }));
    });
    const outcomes = [...afterTheFact, ...raced];
    const result = tally(outcomes);
    suite.record('replay', result);
    expect(result.attempts).toBe(PER_CLASS);
    expect(result.unexpected.slice(0, 5)).toEqual([]);
    expect(result.cookiesIssued).toBe(0);
    // One session per victim: their own sign-in, none from the replays.
    expect(await footprint(suite.t.db, victims)).toEqual({ sessions: victims.length, users: victims.length });
  });

  it('unknown nonce: a message this site never issued, or a guessed nonce, is refused', async () => {
    const attacked: string[] = [];
    const outcomes = await runAttempts(PER_CLASS, async (i) => {
      const victim = suite.account(i);
      attacked.push(lower(victim.address));
      const deadline = Math.floor(Date.now() / 1000) + 600;
      const variant = i % 3;
      if (variant === 0) {
        // A well-formed message for this site, chain and account, with a nonce made up by the attacker.
        const message = createSiweMessage({
          domain: 'localhost',
          uri: 'http://localhost',
          address: victim.address,
          chainId: CHAIN_ID,
          nonce: randomHex(16),
          version: '1',
          issuedAt: new Date(),
          expirationTime: new Date(deadline * 1000),
        });
        const signature = await victim.signMessage({ message });
        const res = await attemptLogin(suite.t.app, {
          account: victim.address,
          signature,
          deadline,
          message,
        });
        return [
          {
            variant: 'made-up nonce',
            account: lower(victim.address),
            expected: refused('NONCE_UNKNOWN'),
            res,
          },
        ];
      }
      const issued = await issueMessage(suite.t.app, victim.address, { deadline });
      const signature = await victim.signMessage({ message: issued.message });
      if (variant === 1) {
        // The issued nonce with one hex digit changed: guessing a neighbour of a real nonce.
        const nonce = parseSiweMessage(issued.message).nonce ?? '';
        const guessed = `${nonce.slice(0, -1)}${nonce.endsWith('0') ? '1' : '0'}`;
        const message = withField(issued.message, 'Nonce', guessed);
        const res = await attemptLogin(suite.t.app, {
          account: victim.address,
          signature: await victim.signMessage({ message }),
          deadline,
          message,
        });
        return [
          {
            variant: 'guessed nonce',
            account: lower(victim.address),
            expected: refused('NONCE_UNKNOWN'),
            res,
          },
        ];
      }
      // No message in the body: the server looks the nonce up by account and deadline; another deadline
      // names no message it issued.
      const res = await attemptLogin(suite.t.app, {
        account: victim.address,
        signature,
        deadline: deadline + 1 + (i % 50),
      });
      return [
        {
          variant: 'deadline never issued',
          account: lower(victim.address),
          expected: refused('NONCE_UNKNOWN'),
          res,
        },
      ];
    });
    await suite.expectAllRefused('unknown nonce', outcomes, attacked);
  });

  it('expired: a message past its deadline is refused, whatever its text claims', async () => {
    // The server refuses to issue a deadline in the past, so these messages are issued by the service
    // as it would have done earlier (1 s to 30 days ago): signatures captured before they expired.
    const attacked: string[] = [];
    const ctx = { db: suite.t.db, chain: suite.t.app.chain, origin: 'http://localhost:80' };
    const outcomes = await runAttempts(PER_CLASS, async (i) => {
      const victim = suite.account(i);
      attacked.push(lower(victim.address));
      const expected = refused('MESSAGE_EXPIRED');
      const variant = i % 4;
      const nowSeconds = Math.floor(Date.now() / 1000);
      if (variant === 3) {
        // A live nonce whose message is rewritten to have expired already: the message's own time counts.
        const issued = await issueMessage(suite.t.app, victim.address);
        const message = withField(
          issued.message,
          'Expiration Time',
          new Date((nowSeconds - 1 - (i % 86_400)) * 1000).toISOString(),
        );
        const signature = await victim.signMessage({ message });
        const res = await attemptLogin(suite.t.app, {
          account: victim.address,
          signature,
          deadline: issued.deadline,
          message,
        });
        return [{ variant: 'rewritten to the past', account: lower(victim.address), expected, res }];
      }
      const expiredFor = 1 + ((i * 2593) % (30 * 86_400));
      const deadline = nowSeconds - expiredFor;
      const issuedAt = new Date((deadline - 300) * 1000);
      const original = await issueLoginMessage(
        ctx,
        { account: lower(victim.address) as `0x${string}`, chainId: CHAIN_ID, deadline },
        issuedAt,
      );
      let message = original;
      let label = 'captured before expiry';
      if (variant === 1) {
        // The attacker pushes the Expiration Time forward (and gets it signed): the stored deadline counts.
        message = withField(original, 'Expiration Time', new Date((nowSeconds + 600) * 1000).toISOString());
        label = 'rewritten to the future';
      } else if (variant === 2) {
        // Expiration Time is optional in EIP-4361: dropping it falls back to the stored deadline.
        message = withField(original, 'Expiration Time', undefined);
        label = 'expiration removed';
      }
      const signature = await victim.signMessage({ message });
      const res = await attemptLogin(suite.t.app, {
        account: victim.address,
        signature,
        deadline,
        ...(variant === 0 && i % 2 === 0 ? {} : { message }),
      });
      return [{ variant: label, account: lower(victim.address), expected, res }];
    });
    await suite.expectAllRefused('expired', outcomes, attacked);
  });

  it('future not-before: a message that is not valid yet is refused', async () => {
    // Our messages carry no Not Before; a client-supplied message may (EIP-4361 allows it), so the
    // attack is a genuine issued message with a Not Before from 1 s to ~100 years ahead.
    const attacked: string[] = [];
    const outcomes = await runAttempts(PER_CLASS, async (i) => {
      const victim = suite.account(i);
      attacked.push(lower(victim.address));
      const issued = await issueMessage(suite.t.app, victim.address);
      const aheadSeconds = i % 2 ? 1 + (i % 3600) : 86_400 * (1 + ((i * 37) % 36_500));
      const message = withField(
        issued.message,
        'Not Before',
        new Date(Date.now() + aheadSeconds * 1000).toISOString(),
      );
      const signature = await victim.signMessage({ message });
      const res = await attemptLogin(suite.t.app, {
        account: victim.address,
        signature,
        deadline: issued.deadline,
        message,
      });
      return [
        {
          variant: 'future not-before',
          account: lower(victim.address),
          expected: refused('MESSAGE_EXPIRED'),
          res,
        },
      ];
    });
    await suite.expectAllRefused('future not-before', outcomes, attacked);
  });
});
