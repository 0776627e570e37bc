import type { FastifyInstance } from 'fastify';
import type { Hex } from 'viem';
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts';

export const CHAIN_ID = 31337;

export function newAccount(): PrivateKeyAccount {
  return privateKeyToAccount(generatePrivateKey());
}

export function deadlineIn(seconds: number): number {
  return Math.floor(Date.now() / 1000) + seconds;
}

export async function requestMessage(
  app: FastifyInstance,
  account: string,
  options: { chainId?: number; deadline?: number; host?: string } = {},
): Promise<{ message: string; deadline: number }> {
  const deadline = options.deadline ?? deadlineIn(300);
  const res = await app.inject({
    method: 'GET',
    url: `/api/login?chainId=${options.chainId ?? CHAIN_ID}&deadline=${deadline}&account=${account}`,
    headers: options.host ? { host: options.host } : {},
  });
  if (res.statusCode !== 200) throw new Error(`GET /api/login: ${res.statusCode} ${res.body}`);
  return { message: res.json().data, deadline };
}

export function postLogin(
  app: FastifyInstance,
  body: { account: string; signature: Hex; deadline: number; message?: string },
  options: { chainId?: number; cookie?: string; host?: string } = {},
) {
  const headers: Record<string, string> = {};
  if (options.cookie) headers.cookie = options.cookie;
  if (options.host) headers.host = options.host;
  return app.inject({
    method: 'POST',
    url: `/api/login?chainId=${options.chainId ?? CHAIN_ID}`,
    payload: body,
    headers,
  });
}

/** Name=value of the session cookie a response set. */
export function sessionCookie(res: { cookies: { name: string; value: string }[] }): string | undefined {
  const cookie = res.cookies.find((c) => c.name.endsWith('guardians_session') && c.value !== '');
  return cookie ? `${cookie.name}=${cookie.value}` : undefined;
}

/**
 * The whole sign-in as a wallet does it (GET the message, sign it, POST it back). Returns the
 * Cookie header value, the lower-case account and the wallet that signed.
 */
export async function signIn(
  app: FastifyInstance,
  privateKey: Hex = generatePrivateKey(),
): Promise<{ cookie: string; account: `0x${string}`; wallet: PrivateKeyAccount }> {
  const wallet = privateKeyToAccount(privateKey);
  const { message, deadline } = await requestMessage(app, wallet.address);
  const signature = await wallet.signMessage({ message });
  const res = await postLogin(app, { account: wallet.address, signature, deadline });
  const cookie = sessionCookie(res);
  if (res.statusCode !== 201 || !cookie) throw new Error(`POST /api/login: ${res.statusCode} ${res.body}`);
  return { cookie, account: wallet.address.toLowerCase() as `0x${string}`, wallet };
}
