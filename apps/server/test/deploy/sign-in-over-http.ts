import type { Agent } from 'undici';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { CHAIN_ID, deadlineIn } from '../helpers/login-flow.ts';
import { call, data } from './loopback-client.ts';

/**
 * The wallet sign-in a browser makes, over HTTP at `origin`: GET the message, sign it, POST it back.
 * Returns the Cookie header value of the new session and the lower-case account.
 */
export async function signInOverHttp(
  agent: Agent,
  origin: string,
): Promise<{ cookie: string; account: string }> {
  const wallet = privateKeyToAccount(generatePrivateKey());
  const deadline = deadlineIn(300);
  const message = await data<string>(
    call(agent, `${origin}/api/login?chainId=${CHAIN_ID}&deadline=${deadline}&account=${wallet.address}`),
  );
  const signature = await wallet.signMessage({ message });
  const answer = await call(agent, `${origin}/api/login?chainId=${CHAIN_ID}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: wallet.address, signature, deadline }),
  });
  await data(answer, 201);
  const setCookie = [answer.headers['set-cookie']].flat().filter((v): v is string => Boolean(v));
  const session = setCookie.map((line) => line.split(';')[0] ?? '').find((pair) => /session=./.test(pair));
  if (!session) throw new Error(`POST /api/login set no session cookie: ${JSON.stringify(setCookie)}`);
  return { cookie: session, account: wallet.address.toLowerCase() };
}

/** GET /api/login/verify with the cookie: 200 with the account while the session lives, else 401. */
export async function verifySession(agent: Agent, origin: string, cookie: string) {
  const answer = await call(agent, `${origin}/api/login/verify`, { headers: { cookie } });
  const account =
    answer.status === 200
      ? (JSON.parse(answer.body) as { data: { account: string } }).data.account
      : undefined;
  return { status: answer.status, account: account?.toLowerCase() };
}
