import { randomBytes } from 'node:crypto';
import { getAddress } from 'viem';
import { createSiweMessage } from 'viem/siwe';
import { BadRequestError } from '../../errors.ts';

const LOGIN_STATEMENT = 'Sign in to Guardians. This request will not trigger a transaction or cost any gas.';

/** 128 bits of randomness as 32 hex characters (EIP-4361 wants alphanumerics, at least 8). */
export function newNonce(): string {
  return randomBytes(16).toString('hex');
}

export function buildLoginMessage(input: {
  origin: string;
  account: `0x${string}`;
  chainId: number;
  nonce: string;
  issuedAt: Date;
  expiresAt: Date;
}): string {
  const url = new URL(input.origin);
  try {
    return siweMessage(url, input);
  } catch (error) {
    // The domain comes from the request's Host: a host EIP-4361 cannot carry is the caller's mistake.
    throw new BadRequestError('This site address cannot be used to sign in', { cause: error });
  }
}

function siweMessage(url: URL, input: Parameters<typeof buildLoginMessage>[0]): string {
  return createSiweMessage({
    domain: url.host,
    uri: url.origin,
    address: checksum(input.account),
    chainId: input.chainId,
    nonce: input.nonce,
    version: '1',
    statement: LOGIN_STATEMENT,
    issuedAt: input.issuedAt,
    expirationTime: input.expiresAt,
  });
}

/** EIP-4361 requires the address in its EIP-55 mixed-case form. */
function checksum(account: `0x${string}`): `0x${string}` {
  return getAddress(account);
}
