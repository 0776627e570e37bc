import { LOGIN_MAX_DEADLINE_SECONDS } from '@guardians/shared';
import { type Hex, isAddressEqual, verifyMessage } from 'viem';
import { parseSiweMessage } from 'viem/siwe';
import type { ChainClient } from '../../chain/chain-client.ts';
import type { Db } from '../../db/client.ts';
import { BadRequestError } from '../../errors.ts';
import { ensureUser } from '../users/user-repository.ts';
import { LoginRejectedError } from './auth-errors.ts';
import { buildLoginMessage, newNonce } from './login-message.ts';
import {
  consumeNonce,
  findIssuedNonce,
  findNonce,
  insertNonce,
  type NonceRecord,
} from './nonce-repository.ts';

export interface LoginContext {
  db: Db;
  chain: ChainClient;
  /** The site's origin as the browser sees it; its host is the message's domain. */
  origin: string;
}

/**
 * Unused sign-in messages one client (an IPv4 address or IPv6 /64) may hold: asking for more drops
 * its oldest (decision 0076). A person signs in with the newest; a shared address (an office, a
 * carrier's NAT) has room for many people signing in at the same moment.
 */
export const LOGIN_NONCES_PER_CLIENT = 50;

/**
 * Issues an EIP-4361 message with a fresh single-use nonce, stored server-side. `client` is who
 * asked: it bounds the unused nonces each client holds (omitted, only the expiry sweep removes it).
 */
export async function issueLoginMessage(
  ctx: LoginContext,
  input: { account: `0x${string}`; chainId: number; deadline: number; client?: string | undefined },
  now = new Date(),
): Promise<string> {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  if (input.deadline <= nowSeconds) {
    throw new BadRequestError('deadline must be in the future', { field: 'deadline' });
  }
  if (input.deadline > nowSeconds + LOGIN_MAX_DEADLINE_SECONDS) {
    throw new BadRequestError(`deadline must be within ${LOGIN_MAX_DEADLINE_SECONDS} seconds`, {
      field: 'deadline',
    });
  }
  const nonce = newNonce();
  const expiresAt = new Date(input.deadline * 1000);
  const message = buildLoginMessage({ ...input, origin: ctx.origin, nonce, issuedAt: now, expiresAt });
  await insertNonce(
    ctx.db,
    { nonce, account: input.account, chainId: input.chainId, message, expiresAt, client: input.client },
    { keepPerClient: LOGIN_NONCES_PER_CLIENT, now },
  );
  return message;
}

/** The message the client says it signed, or the one we issued for its account and deadline. */
async function resolveMessage(
  ctx: LoginContext,
  input: { account: `0x${string}`; chainId: number; deadline: number; message?: string | undefined },
): Promise<{ text: string; record: NonceRecord }> {
  if (input.message !== undefined) {
    let nonce: string | undefined;
    try {
      nonce = parseSiweMessage(input.message).nonce;
    } catch {
      nonce = undefined;
    }
    if (!nonce)
      throw new LoginRejectedError('MESSAGE_MALFORMED', 'The signed message is not a valid sign-in message');
    const record = await findNonce(ctx.db, nonce);
    if (!record)
      throw new LoginRejectedError('NONCE_UNKNOWN', 'This sign-in message was not issued by this site');
    return { text: input.message, record };
  }
  const record = await findIssuedNonce(ctx.db, input.account, new Date(input.deadline * 1000));
  if (!record)
    throw new LoginRejectedError('NONCE_UNKNOWN', 'No sign-in message was issued for this account');
  return { text: record.message, record };
}

function checkFields(
  ctx: LoginContext,
  text: string,
  record: NonceRecord,
  account: `0x${string}`,
  chainId: number,
  now: Date,
) {
  const parsed = parseSiweMessage(text);
  if (!parsed.address || !parsed.domain || !parsed.chainId || !parsed.nonce || parsed.version !== '1') {
    throw new LoginRejectedError('MESSAGE_MALFORMED', 'The signed message is not a valid sign-in message');
  }
  if (parsed.domain !== new URL(ctx.origin).host) {
    throw new LoginRejectedError('DOMAIN_MISMATCH', 'The message was made for another site');
  }
  if (parsed.chainId !== chainId || record.chainId !== chainId) {
    throw new LoginRejectedError('CHAIN_MISMATCH', 'The message was made for another chain');
  }
  if (!isAddressEqual(parsed.address, account) || record.account !== account) {
    throw new LoginRejectedError('ACCOUNT_MISMATCH', 'The message was made for another account');
  }
  const expires = parsed.expirationTime ?? record.expiresAt;
  if (expires.getTime() <= now.getTime() || record.expiresAt.getTime() <= now.getTime()) {
    throw new LoginRejectedError('MESSAGE_EXPIRED', 'The sign-in message has expired; please sign again');
  }
  if (parsed.notBefore && parsed.notBefore.getTime() > now.getTime()) {
    throw new LoginRejectedError('MESSAGE_EXPIRED', 'The sign-in message is not valid yet');
  }
}

/** Plain accounts are checked offline; an account with code is asked on-chain (EIP-1271). */
async function signatureMatches(chain: ChainClient, account: `0x${string}`, message: string, signature: Hex) {
  try {
    if (await verifyMessage({ address: account, message, signature })) return true;
  } catch {
    // not an ECDSA signature of this account: may still be a contract wallet's
  }
  const code = await chain.public.getCode({ address: account }).catch(() => undefined);
  if (!code || code === '0x') return false;
  return chain.public.verifyMessage({ address: account, message, signature }).catch(() => false);
}

/** Verifies a signed sign-in message; returns the account on success. Consumes the nonce either way. */
export async function verifyLogin(
  ctx: LoginContext,
  input: {
    account: `0x${string}`;
    chainId: number;
    deadline: number;
    signature: Hex;
    message?: string | undefined;
  },
  now = new Date(),
): Promise<`0x${string}`> {
  const { text, record } = await resolveMessage(ctx, input);
  if (record.consumedAt)
    throw new LoginRejectedError('NONCE_REUSED', 'This sign-in message was already used');
  checkFields(ctx, text, record, input.account, input.chainId, now);
  // Consumed before the signature check: a nonce gets exactly one attempt, whatever its outcome.
  if (!(await consumeNonce(ctx.db, record.nonce))) {
    throw new LoginRejectedError('NONCE_REUSED', 'This sign-in message was already used');
  }
  if (!(await signatureMatches(ctx.chain, input.account, text, input.signature))) {
    throw new LoginRejectedError('SIGNATURE_INVALID', 'The signature does not match the account');
  }
  await ensureUser(ctx.db, input.account);
  return input.account;
}
