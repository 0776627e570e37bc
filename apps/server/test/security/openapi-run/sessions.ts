import type { Hex } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';

/**
 * A wallet's sign-in over HTTP (GET the message, sign it, POST it back), as any client does it:
 * the Cookie header of the new session.
 */
export async function signInOverHttp(base: string, privateKey: Hex, chainId: number): Promise<string> {
  const wallet = privateKeyToAccount(privateKey);
  const deadline = Math.floor(Date.now() / 1000) + 300;
  const login = new URL(`/api/login?chainId=${chainId}&deadline=${deadline}&account=${wallet.address}`, base);
  const asked = await fetch(login);
  if (asked.status !== 200) throw new Error(`GET /api/login: ${asked.status} ${await asked.text()}`);
  const message = ((await asked.json()) as { data: string }).data;
  const signature = await wallet.signMessage({ message });
  const res = await fetch(new URL(`/api/login?chainId=${chainId}`, base), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: wallet.address, signature, deadline }),
  });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => /guardians_session=./.test(c));
  if (res.status !== 201 || !cookie) throw new Error(`POST /api/login: ${res.status} ${await res.text()}`);
  return cookie;
}
