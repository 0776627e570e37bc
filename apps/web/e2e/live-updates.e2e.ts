import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser } from './support/browser.ts';
import { mnemonicAccount } from './support/site-admin.ts';

/** Anvil mnemonic index of this file's other client (no other browser test uses it). */
const LIKER_INDEX = 150;
/** A token of the demo collection no other browser test likes. */
const TOKEN_ID = '29';

/** Another person on another device: signed in over the API, with X linked as seed data would be. */
async function signInElsewhere(baseUrl: string): Promise<{ cookie: string; account: string }> {
  const account = mnemonicAccount(LIKER_INDEX);
  const deadline = Math.floor(Date.now() / 1000) + 300;
  const asked = await fetch(
    `${baseUrl}/api/login?chainId=31337&deadline=${deadline}&account=${account.address}`,
  );
  const { data: message } = (await asked.json()) as { data: string };
  const login = await fetch(`${baseUrl}/api/login?chainId=31337`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      account: account.address,
      signature: await account.signMessage({ message }),
      deadline,
    }),
  });
  if (login.status !== 201) throw new Error(`POST /api/login answered ${login.status}`);
  const cookie = (login.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
  const owner = account.address.toLowerCase();
  const db = new pg.Client({ connectionString: inject('databaseUrl') });
  await db.connect();
  try {
    await db.query(
      `insert into user_socials (account, provider, provider_account_id, username)
       select $1, 'twitter', $2, $2 where not exists
         (select 1 from user_socials where account = $1 and provider = 'twitter')`,
      [owner, `live_${owner.slice(2, 10)}`],
    );
  } finally {
    await db.end();
  }
  return { cookie, account: owner };
}

describe('live updates', () => {
  let browser: BrowserSession;
  let tokenAddress: string;
  let liker: { cookie: string; account: string };

  beforeAll(async () => {
    const baseUrl = inject('baseUrl');
    browser = await openBrowser();
    liker = await signInElsewhere(baseUrl);
    const defaults = (await (await fetch(`${baseUrl}/api/defaultCollection`)).json()) as {
      data: { tokenAddress: string };
    };
    tokenAddress = defaults.data.tokenAddress;
  });
  afterAll(() => browser.close());

  async function likeElsewhere(active: boolean): Promise<void> {
    const res = await fetch(`${inject('baseUrl')}/api/nfts/reactions/update/${tokenAddress}/${TOKEN_ID}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: liker.cookie },
      body: JSON.stringify({ type: 'like', active }),
    });
    if (res.status !== 200) throw new Error(`like answered ${res.status}: ${await res.text()}`);
  }

  it("shows another person's like on an open item page without a reload", async () => {
    const { page } = browser;
    const streaming = page.waitForResponse((res) => res.url().includes('/api/events'));
    await page.goto(`${inject('baseUrl')}/explore/${TOKEN_ID}`);
    const count = page.getByTestId('like-count');
    await expect.poll(() => count.textContent()).toMatch(/^\d+$/);
    expect((await streaming).headers()['content-type']).toContain('text/event-stream');
    const before = Number(await count.textContent());
    // Survives only as long as the document does: a reload would take it away.
    await page.evaluate(() => {
      document.body.dataset.sameDocument = 'yes';
    });

    await likeElsewhere(true);
    await expect.poll(() => count.textContent(), { timeout: 10_000 }).toBe(String(before + 1));

    await likeElsewhere(false);
    await expect.poll(() => count.textContent(), { timeout: 10_000 }).toBe(String(before));
    expect(await page.evaluate(() => document.body.dataset.sameDocument)).toBe('yes');
  });
});
