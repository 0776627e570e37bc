import { parseSiweMessage } from 'viem/siwe';
import { describe, expect, it } from 'vitest';
import { deployContractWallet } from '../helpers/contract-wallet.ts';
import { newAccount } from '../helpers/login-flow.ts';
import {
  accountPool,
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
describe('sign-in attacks on the message and the signer', { timeout: 120_000 }, () => {
  const suite = useAttackSuite('sign-in attacks (message, signer)');

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

  it('wrong signer: a signature by anyone but the account (EOA or EIP-1271 wallet) is refused', async () => {
    // 40 attempts on 5 contract wallets, 8 each (under the per-account throttle of 10); deploying
    // compiles the wallet each time, so more wallets would mostly measure the compiler.
    const owners = accountPool(5);
    const wallets: `0x${string}`[] = [];
    for (const owner of owners) wallets.push(await deployContractWallet(owner.address));
    const attacked: string[] = [...wallets.map(lower)];
    const outcomes = await runAttempts(PER_CLASS, async (i) => {
      const victim = suite.account(i);
      const intruder = pick(suite.intruders, i);
      const variant = i % 10;
      const expected = refused('SIGNATURE_INVALID');
      if (i % 25 === 24) {
        // A contract wallet: the chain (EIP-1271) is asked and says no for a non-owner's signature.
        const wallet = pick(wallets, Math.floor(i / 25));
        const issued = await issueMessage(suite.t.app, wallet);
        const signature = await intruder.signMessage({ message: issued.message });
        const res = await attemptLogin(suite.t.app, {
          account: wallet,
          signature,
          deadline: issued.deadline,
        });
        return [{ variant: 'contract wallet, not its owner', account: lower(wallet), expected, res }];
      }
      attacked.push(lower(victim.address));
      const issued = await issueMessage(suite.t.app, victim.address);
      if (variant <= 3 || variant === 9) {
        const signature = await intruder.signMessage({ message: issued.message });
        const res = await attemptLogin(suite.t.app, {
          account: victim.address,
          signature,
          deadline: issued.deadline,
          ...(i % 2 ? { message: issued.message } : {}),
        });
        return [{ variant: 'another key', account: lower(victim.address), expected, res }];
      }
      if (variant <= 5) {
        // The victim's real signature of a different message (transplanted from another nonce).
        const elsewhere = await issueMessage(suite.t.app, victim.address, { deadline: issued.deadline + 1 });
        const signature = await victim.signMessage({ message: elsewhere.message });
        const res = await attemptLogin(suite.t.app, {
          account: victim.address,
          signature,
          deadline: issued.deadline,
        });
        return [{ variant: 'transplanted signature', account: lower(victim.address), expected, res }];
      }
      if (variant <= 7) {
        // The victim's real signature with one byte of r or s flipped.
        const signature = await victim.signMessage({ message: issued.message });
        const at = 2 + 2 * (i % 64);
        const flipped = (Number.parseInt(signature.slice(at, at + 2), 16) ^ 0xff)
          .toString(16)
          .padStart(2, '0');
        const tampered = `${signature.slice(0, at)}${flipped}${signature.slice(at + 2)}`;
        const res = await attemptLogin(suite.t.app, {
          account: victim.address,
          signature: tampered,
          deadline: issued.deadline,
        });
        return [{ variant: 'tampered signature', account: lower(victim.address), expected, res }];
      }
      // An intruder signs the victim's message and claims it for the intruder's own account.
      const claimant = pick(suite.intruders, Math.floor(i / 10));
      const signature = await claimant.signMessage({ message: issued.message });
      const res = await attemptLogin(suite.t.app, {
        account: claimant.address,
        signature,
        deadline: issued.deadline,
        message: issued.message,
      });
      return [
        {
          variant: 'message of another account',
          account: lower(victim.address),
          expected: refused('ACCOUNT_MISMATCH'),
          res,
        },
      ];
    });
    await suite.expectAllRefused('wrong signer', outcomes, [
      ...attacked,
      ...suite.intruders.map((a) => lower(a.address)),
    ]);
  });

  it('after the barrage a valid sign-in from a fresh address still works', async () => {
    const wallet = newAccount();
    const { message, deadline } = await issueMessage(suite.t.app, wallet.address);
    const res = await attemptLogin(suite.t.app, {
      account: wallet.address,
      signature: await wallet.signMessage({ message }),
      deadline,
    });
    expect(res.statusCode).toBe(201);
  });
});
