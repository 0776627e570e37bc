import type { BrowserContext } from 'playwright-core';
import { mnemonicAccount } from './site-admin.ts';

/** Signs the context in with a mnemonic account over the API (the session cookie lands in the browser). */
export async function signInOverApi(context: BrowserContext, baseUrl: string, index: number): Promise<void> {
  const account = mnemonicAccount(index);
  const deadline = Math.floor(Date.now() / 1000) + 300;
  const asked = await context.request.get(
    `${baseUrl}/api/login?chainId=31337&deadline=${deadline}&account=${account.address}`,
  );
  const { data: message } = (await asked.json()) as { data: string };
  const answer = await context.request.post(`${baseUrl}/api/login?chainId=31337`, {
    data: { account: account.address, signature: await account.signMessage({ message }), deadline },
  });
  if (answer.status() !== 201) throw new Error(`POST /api/login answered ${answer.status()}`);
}
