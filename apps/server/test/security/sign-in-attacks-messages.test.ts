import { parseSiweMessage } from 'viem/siwe';
import { describe, it } from 'vitest';
import {
  attemptLogin,
  invalidInput,
  issueMessage,
  lower,
  type Outcome,
  pick,
  randomHex,
  refused,
  runAttempts,
  withDomain,
  withField,
} from './sign-in-attack-kit.ts';
import { HOSTILE_DOMAINS, OTHER_CHAINS, PER_CLASS, useAttackSuite } from './sign-in-attack-suite.ts';

// A class takes 3 to 15 s on two cores; the budget leaves room for a busy machine.
describe('sign-in attacks on the message', { timeout: 120_000 }, () => {
  const suite = useAttackSuite('sign-in attacks (domain, chain, malformed)');

  it('wrong domain: a message signed for another site, or posted through another host, is refused', async () => {
    const attacked: string[] = [];
    const outcomes = await runAttempts(PER_CLASS, async (i) => {
      const victim = suite.account(i);
      attacked.push(lower(victim.address));
      const hostile = i % 7 === 6 ? `${randomHex(6)}.example` : pick(HOSTILE_DOMAINS, i);
      const expected = refused('DOMAIN_MISMATCH');
      const variant = i % 3;
      if (variant === 0) {
        // A phishing site shows the victim our message rewritten to its own domain; the victim signs it.
        const issued = await issueMessage(suite.t.app, victim.address);
        const message = withDomain(issued.message, hostile);
        const signature = await victim.signMessage({ message });
        const res = await attemptLogin(suite.t.app, {
          account: victim.address,
          signature,
          deadline: issued.deadline,
          message,
        });
        return [{ variant: 'rewritten domain', account: lower(victim.address), expected, res }];
      }
      if (variant === 1) {
        // A phishing site relays our API under its own host, so the message names it; the signature is
        // then brought to the real site.
        const issued = await issueMessage(suite.t.app, victim.address, { host: hostile });
        const signature = await victim.signMessage({ message: issued.message });
        const res = await attemptLogin(suite.t.app, {
          account: victim.address,
          signature,
          deadline: issued.deadline,
        });
        return [{ variant: 'issued under another host', account: lower(victim.address), expected, res }];
      }
      // A genuine message for this site, posted to a deployment answering under another host.
      const issued = await issueMessage(suite.t.app, victim.address);
      const signature = await victim.signMessage({ message: issued.message });
      const res = await attemptLogin(
        suite.t.app,
        { account: victim.address, signature, deadline: issued.deadline, message: issued.message },
        { host: hostile },
      );
      return [{ variant: 'posted to another host', account: lower(victim.address), expected, res }];
    });
    await suite.expectAllRefused('wrong domain', outcomes, attacked);
  });

  it('wrong chain: a message whose chain differs from the request or the issued nonce is refused', async () => {
    const attacked: string[] = [];
    const outcomes = await runAttempts(PER_CLASS, async (i) => {
      const victim = suite.account(i);
      attacked.push(lower(victim.address));
      const other = pick(OTHER_CHAINS, i);
      const expected = refused('CHAIN_MISMATCH');
      const variant = i % 3;
      if (variant === 0) {
        // Signed for this chain, presented as a sign-in on another.
        const issued = await issueMessage(suite.t.app, victim.address);
        const signature = await victim.signMessage({ message: issued.message });
        const res = await attemptLogin(
          suite.t.app,
          { account: victim.address, signature, deadline: issued.deadline },
          { chainId: other },
        );
        return [{ variant: 'posted for another chain', account: lower(victim.address), expected, res }];
      }
      if (variant === 1) {
        // The issued message rewritten to another chain (and signed), posted for that chain: the nonce
        // was issued for this one.
        const issued = await issueMessage(suite.t.app, victim.address);
        const message = withField(issued.message, 'Chain ID', String(other));
        const signature = await victim.signMessage({ message });
        const res = await attemptLogin(
          suite.t.app,
          { account: victim.address, signature, deadline: issued.deadline, message },
          { chainId: other },
        );
        return [{ variant: 'rewritten chain', account: lower(victim.address), expected, res }];
      }
      // Issued and signed for another chain, presented as a sign-in on this one.
      const issued = await issueMessage(suite.t.app, victim.address, { chainId: other });
      const signature = await victim.signMessage({ message: issued.message });
      const res = await attemptLogin(suite.t.app, {
        account: victim.address,
        signature,
        deadline: issued.deadline,
        ...(i % 2 ? { message: issued.message } : {}),
      });
      return [{ variant: 'issued for another chain', account: lower(victim.address), expected, res }];
    });
    await suite.expectAllRefused('wrong chain', outcomes, attacked);
  });

  it('malformed: broken messages, signatures and bodies are refused', async () => {
    const attacked: string[] = [];
    const outcomes = await runAttempts(PER_CLASS, async (i) => {
      const victim = suite.account(i);
      attacked.push(lower(victim.address));
      const variant = i % 10;
      const one = (label: string, expected: Outcome['expected'], res: Outcome['res']): Outcome[] => [
        { variant: label, account: lower(victim.address), expected, res },
      ];
      const deadline = Math.floor(Date.now() / 1000) + 600;
      if (variant === 0) {
        const message = `please let me in ${randomHex(1 + (i % 64))}`;
        const signature = await victim.signMessage({ message });
        return one(
          'free text',
          refused('MESSAGE_MALFORMED'),
          await attemptLogin(suite.t.app, { account: victim.address, signature, deadline, message }),
        );
      }
      if (variant <= 4) {
        const issued = await issueMessage(suite.t.app, victim.address, { deadline });
        const nonce = parseSiweMessage(issued.message).nonce ?? '';
        const lines = issued.message.split('\n');
        const broken = [
          // Nonce line removed: nothing to look up.
          withField(issued.message, 'Nonce', undefined),
          // Address line garbled: the nonce is known but the message names no account.
          [lines[0], `0x${randomHex(19)}zz`, ...lines.slice(2)].join('\n'),
          // An EIP-4361 version this server does not speak.
          withField(issued.message, 'Version', String(2 + (i % 9))),
          // The message cut before its fields, keeping only the nonce text somewhere in prose.
          `${lines[0]}\nNonce ${nonce}`,
        ][variant - 1] as string;
        const signature = await victim.signMessage({ message: broken });
        const res = await attemptLogin(suite.t.app, {
          account: victim.address,
          signature,
          deadline,
          message: broken,
        });
        return one(`broken message ${variant}`, refused('MESSAGE_MALFORMED'), res);
      }
      if (variant === 5) {
        // A genuine message (found by account and deadline) with a signature of the wrong shape
        // (random 2..64 bytes).
        await issueMessage(suite.t.app, victim.address, { deadline });
        const res = await attemptLogin(suite.t.app, {
          account: victim.address,
          signature: `0x${randomHex(2 + (i % 63))}`,
          deadline,
        });
        return one('short signature', refused('SIGNATURE_INVALID'), res);
      }
      if (variant === 6) {
        const res = await attemptLogin(suite.t.app, {
          account: victim.address,
          signature: `0x${randomHex(32)}zz`,
          deadline,
        });
        return one('signature not hex', invalidInput, res);
      }
      if (variant === 7) {
        const res = await attemptLogin(suite.t.app, {
          account: victim.address.slice(0, 41),
          signature: `0x${randomHex(65)}`,
          deadline,
        });
        return one('address too short', invalidInput, res);
      }
      if (variant === 8) {
        const message = 'x'.repeat(4001 + (i % 100));
        const res = await attemptLogin(suite.t.app, {
          account: victim.address,
          signature: `0x${randomHex(65)}`,
          deadline,
          message,
        });
        return one('message too long', invalidInput, res);
      }
      const res = await attemptLogin(suite.t.app, {
        account: victim.address,
        signature: `0x${randomHex(65)}`,
        deadline: 'soon',
      });
      return one('deadline not a number', invalidInput, res);
    });
    await suite.expectAllRefused('malformed', outcomes, attacked);
  });
});
