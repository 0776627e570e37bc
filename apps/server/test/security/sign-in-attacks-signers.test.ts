import { describe, expect, it } from 'vitest';
import { deployContractWallet } from '../helpers/contract-wallet.ts';
import { newAccount } from '../helpers/login-flow.ts';
import {
  accountPool,
  attemptLogin,
  issueMessage,
  lower,
  pick,
  refused,
  runAttempts,
} from './sign-in-attack-kit.ts';
import { PER_CLASS, useAttackSuite } from './sign-in-attack-suite.ts';

// A class takes 3 to 15 s on two cores; the budget leaves room for a busy machine.
describe('sign-in attacks on the signer', { timeout: 120_000 }, () => {
  const suite = useAttackSuite('sign-in attacks (signer)');

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
