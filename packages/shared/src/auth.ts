import { z } from 'zod';
import { AddressSchema } from './address.ts';
import { MAX_DATE_SECONDS, PG_INTEGER_MAX } from './db-limits.ts';

/** How far ahead a sign-in message may expire: long enough to find the wallet, short enough to be fresh. */
export const LOGIN_MAX_DEADLINE_SECONDS = 60 * 60;

const chainId = z.coerce.number<string | number>().int().positive().max(PG_INTEGER_MAX);
/** Unix time in seconds at which the sign-in message expires. */
const deadline = z.coerce.number<string | number>().int().positive().max(MAX_DATE_SECONDS);
const hex = z.string().regex(/^0x[0-9a-fA-F]*$/, 'must be 0x-prefixed hex');

export const AccountParamsSchema = z.object({ address: AddressSchema });

export const CreateUserResponseSchema = z.object({
  data: z.object({ account: AddressSchema, created: z.boolean() }),
});

/**
 * GET /api/login. `account` may be left out after POST /api/users/new/{address} in the same browser
 * session (the spec's call): the message is then for the wallet that call named (decision 0068).
 */
export const LoginMessageQuerySchema = z.object({ chainId, deadline, account: AddressSchema.optional() });
export const LOGIN_MESSAGES = {
  accountRequired:
    'account is required: pass ?account=0x… or connect the wallet first (POST /api/users/new/{address})',
} as const;
/** The EIP-4361 message for the wallet to sign. */
export const LoginMessageResponseSchema = z.object({ data: z.string() });

export const LoginQuerySchema = z.object({ chainId });
export const LoginBodySchema = z.object({
  account: AddressSchema,
  signature: hex.min(4).max(100_000),
  deadline,
  /** The signed message, as standard SIWE clients send it; without it the server uses the one it issued. */
  message: z.string().min(1).max(4000).optional(),
});

export const SessionSchema = z.object({ account: AddressSchema, expiresAt: z.iso.datetime() });
export const LoginResponseSchema = z.object({ data: SessionSchema });
export const VerifyQuerySchema = z.object({ chainId: chainId.optional() });
export const VerifyResponseSchema = z.object({ data: SessionSchema });
/** GET /api/login/session: the same answer as verify, null (still 200) when not signed in. */
export const SessionResponseSchema = z.object({ data: SessionSchema.nullable() });
export const LogoutResponseSchema = z.object({ data: z.object({ loggedOut: z.boolean() }) });

/** Why a sign-in was refused (401), so clients and tests can tell the classes apart. */
export const loginErrorCodes = [
  'NONCE_UNKNOWN',
  'NONCE_REUSED',
  'MESSAGE_EXPIRED',
  'MESSAGE_MALFORMED',
  'CHAIN_MISMATCH',
  'DOMAIN_MISMATCH',
  'ACCOUNT_MISMATCH',
  'SIGNATURE_INVALID',
] as const;
export type LoginErrorCode = (typeof loginErrorCodes)[number];
