import type { Locator, Page } from 'playwright-core';
import { toHex } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser } from './support/browser.ts';
import { signInAtDemoProvider } from './support/demo-identity.ts';
import { mnemonicAccount, SITE_ADMIN_INDEX } from './support/site-admin.ts';
import { installTestWallet } from './support/test-wallet.ts';

/**
 * anvil mnemonic indexes 110–112 belong to this file: 110 invites, 111 redeems, 112 sends a proof
 * for review, which the shared site's administrator (support/site-admin.ts) approves.
 */
const MNEMONIC = 'test test test test test test test test test test test junk';
const INVITER = 110;
const FRIEND = 111;
const REVIEWED = 112;

const accountOf = (index: number) => mnemonicToAccount(MNEMONIC, { addressIndex: index });

function keyOf(index: number) {
  const key = accountOf(index).getHdKey().privateKey;
  if (!key) throw new Error('no private key');
  return toHex(key);
}

type QuestSummary = { _id: number; kind: string; title: string; points: number };

async function questOfKind(baseUrl: string, kind: string): Promise<QuestSummary> {
  const response = await fetch(`${baseUrl}/api/quests/all?offset=0&limit=100`);
  if (!response.ok) throw new Error(`GET /api/quests/all answered ${response.status}`);
  const { data } = (await response.json()) as { data: { items: QuestSummary[] } };
  const quest = data.items.find((item) => item.kind === kind);
  if (!quest) throw new Error(`the demo has no ${kind} quest`);
  return quest;
}

/** A browser whose test wallet holds the key of `index`. */
async function walletBrowser(index: number, rpcUrl: string, size?: { width: number; height: number }) {
  const browser = await openBrowser(size);
  await installTestWallet(browser.context, { rpcUrl, chainId: 31337, privateKey: keyOf(index) });
  return browser;
}

/** Connect (the wallet dialog) and Sign, from the access modal's Sign Up steps (`?modal=Sign Up`). */
async function connectAndSign(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Sign Up' });
  await dialog.getByRole('button', { name: 'Connect', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Connect a wallet' })
    .getByRole('button', { name: 'Test Wallet' })
    .click();
  await dialog.getByRole('button', { name: 'Connected' }).waitFor();
  await dialog.getByRole('button', { name: 'Sign', exact: true }).click();
  // Signed in: the navbar shows the coin balance (the modal closes itself when no step is left).
  await page.getByTestId('coin-balance').first().waitFor();
}

const toastWith = (page: Page, text: string) =>
  page.locator('[role="status"], [role="alert"]').filter({ hasText: text });

/** With SHOTS_DIR set, the page at desktop and phone widths, for a person to look at. */
async function shoot(page: Page, name: string, scrollTo?: Locator) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  const size = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await scrollTo?.scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${dir}/${name}-${width}.png` });
  }
  await page.setViewportSize(size);
}

const coinBalance = async (page: Page) =>
  Number(((await page.getByTestId('coin-balance').first().textContent()) ?? '').replace(/,/g, ''));

describe('inviting a friend', () => {
  let inviter: BrowserSession;
  let friend: BrowserSession;
  const baseUrl = () => inject('baseUrl');

  beforeAll(async () => {
    inviter = await walletBrowser(INVITER, inject('rpcUrl'));
    await inviter.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: inject('baseUrl'),
    });
    friend = await walletBrowser(FRIEND, inject('rpcUrl'));
  });
  afterAll(async () => {
    await inviter?.close();
    await friend?.close();
  });

  it('A copies its link, B redeems it once, A sees the friend and completes Bring a friend', async () => {
    const a = inviter.page;
    await a.goto(`${baseUrl()}/quests?modal=Sign%20Up`);
    await connectAndSign(a);
    await a.keyboard.press('Escape');
    const panel = a.getByRole('region', { name: 'Invite friends' });
    const code = (await panel.getByTestId('invite-code').textContent())?.trim() ?? '';
    expect(code).toMatch(/^\S{4,}$/);
    await panel.getByText('0 friends have joined with your link.').waitFor();

    await panel.getByRole('button', { name: 'Copy invite link' }).click();
    await toastWith(a, 'Invite link copied!').waitFor();
    const link = await a.evaluate(() => navigator.clipboard.readText());
    const url = new URL(link);
    expect(url.origin).toBe(baseUrl());
    expect(url.searchParams.get('invite')).toBe(code);
    expect(url.searchParams.get('modal')).toBe('redeem');

    // B lands on the sign-up steps with the redeem panel; redeeming asks for the wallet and signature.
    const b = friend.page;
    await b.goto(link);
    const modal = b.getByRole('dialog', { name: 'Sign Up' });
    await modal.getByText(`A friend invited you with code ${code}.`, { exact: false }).waitFor();
    const redeem = modal.getByRole('button', { name: 'Redeem invite' });
    await shoot(b, 'redeem-panel', redeem);
    await redeem.click();
    await b
      .getByRole('dialog', { name: 'Connect a wallet' })
      .getByRole('button', { name: 'Test Wallet' })
      .click();
    await b.getByRole('dialog', { name: 'Connect a wallet' }).waitFor({ state: 'detached' });
    await redeem.click();
    await toastWith(b, 'Please sign signature to continue').waitFor();
    await toastWith(b, 'Invite code redeemed. Welcome aboard!').waitFor({ timeout: 30_000 });
    await modal.getByRole('button', { name: 'Redeemed' }).waitFor();

    // A second redeem (a fresh visit of the link) is refused in the server's words.
    await b.goto(link);
    await b.getByRole('dialog', { name: 'Sign Up' }).getByRole('button', { name: 'Redeem invite' }).click();
    await toastWith(b, 'You have already used an invite code').waitFor();

    // Back as A: one friend joined, and Bring a friend pays.
    const quest = await questOfKind(baseUrl(), 'invite_friends');
    await a.reload();
    await panel.getByText('1 friend has joined with your link.').waitFor();
    await a.goto(`${baseUrl()}/quests/${quest._id}`);
    await a.getByRole('button', { name: 'Complete quest' }).click();
    await toastWith(a, `Quest completed! +${quest.points} coins`).waitFor();
    expect(quest.points).toBe(75);
    await a.getByTestId('quest-completed').waitFor();
    expect(await a.getByTestId('quest-status').first().textContent()).toContain('Completed');
  });

  it('A opening its own invite link is told it cannot use its own code', async () => {
    const a = inviter.page;
    await a.goto(`${baseUrl()}/quests`);
    const code = (await a.getByTestId('invite-code').textContent())?.trim() ?? '';
    await a.goto(`${baseUrl()}/?invite=${code}&modal=redeem`);
    await a.getByRole('dialog', { name: 'Sign Up' }).getByRole('button', { name: 'Redeem invite' }).click();
    await toastWith(a, 'You cannot use your own invite code').waitFor();
  });
});

/** On the shared site, whose ADMIN_ACCOUNTS names the suite's administrator (support/site-admin.ts). */
describe('a quest an administrator reviews', () => {
  const site = { baseUrl: inject('baseUrl'), rpcUrl: inject('rpcUrl') };
  let member: BrowserSession;

  beforeAll(async () => {
    member = await walletBrowser(REVIEWED, site.rpcUrl);
  });
  afterAll(async () => {
    await member?.close();
  });

  async function adminCookie(): Promise<string> {
    const admin = mnemonicAccount(SITE_ADMIN_INDEX);
    const deadline = Math.floor(Date.now() / 1000) + 300;
    const asked = await fetch(
      `${site.baseUrl}/api/login?chainId=31337&deadline=${deadline}&account=${admin.address}`,
    );
    const { data: message } = (await asked.json()) as { data: string };
    const response = await fetch(`${site.baseUrl}/api/login?chainId=31337`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        account: admin.address,
        signature: await admin.signMessage({ message }),
        deadline,
      }),
    });
    if (response.status !== 201) throw new Error(`POST /api/login answered ${response.status}`);
    const cookie = response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0] ?? '')
      .find((c) => c.includes('guardians_session='));
    if (!cookie) throw new Error('no session cookie');
    return cookie;
  }

  it('needs a proof, waits in review, and pays once an administrator approves it', async () => {
    const quest = await questOfKind(site.baseUrl, 'admin_review');
    expect(quest.points).toBe(40);
    const page = member.page;
    await page.goto(`${site.baseUrl}/quests?modal=Sign%20Up`);
    await connectAndSign(page);
    await page.goto(`${site.baseUrl}/quests/${quest._id}`);
    await page.getByRole('heading', { level: 1, name: quest.title }).waitFor();
    await expect.poll(() => page.getByTestId('coin-balance').first().textContent()).toMatch(/\d/);
    const before = await coinBalance(page);

    const submit = page.getByRole('button', { name: 'Submit for review' });
    await submit.click();
    await page.getByText('Add a link or a note for the reviewers').waitFor();
    expect(await page.getByLabel('Your proof').getAttribute('aria-invalid')).toBe('true');

    await page.getByLabel('Your proof').fill('https://x.com/guardian/status/1234567890');
    await submit.click();
    await toastWith(page, 'Submitted! An administrator will review it soon.').waitFor();
    await page.getByText('Your submission is waiting for review.', { exact: false }).waitFor();
    expect(await page.getByTestId('quest-status').first().textContent()).toContain('In review');
    await shoot(page, 'pending-quest');

    const cookie = await adminCookie();
    const listed = await fetch(`${site.baseUrl}/api/admin/quests/${quest._id}/completions?status=pending`, {
      headers: { cookie },
    });
    expect(listed.status).toBe(200);
    const { data } = (await listed.json()) as {
      data: { items: Array<{ _id: string; account: string; proof: string | null }> };
    };
    const mine = data.items.find((item) => item.account === accountOf(REVIEWED).address.toLowerCase());
    if (!mine) throw new Error('the pending completion is not listed');
    expect(mine.proof).toBe('https://x.com/guardian/status/1234567890');
    const approved = await fetch(`${site.baseUrl}/api/admin/quest-completions/${mine._id}/approve`, {
      method: 'POST',
      headers: { cookie },
    });
    expect(approved.status).toBe(200);

    await page.reload();
    await page.getByTestId('quest-completed').waitFor();
    expect(await page.getByTestId('quest-status').first().textContent()).toContain('Completed');
    await expect.poll(() => coinBalance(page)).toBe(before + 40);
  });

  it('keeps the Sign Up tab open for an invite even when every step is already done', async () => {
    const cookie = await adminCookie();
    const asked = await fetch(`${site.baseUrl}/api/quests/users-invitation/me`, { headers: { cookie } });
    const { data } = (await asked.json()) as { data: { code: string; link: string } };
    const page = member.page;
    // Connected and signed already; the member links X and Discord at the demo providers, from the steps.
    const handle = `rev_${Date.now().toString(36)}`;
    signInAtDemoProvider(member.context, handle, 'twitter');
    signInAtDemoProvider(member.context, handle, 'discord');
    await page.goto(`${site.baseUrl}${data.link}`);
    const modal = page.getByRole('dialog', { name: 'Sign Up' });
    for (const provider of ['X', 'Discord']) {
      await modal
        .getByRole('listitem')
        .filter({ hasText: `Link ${provider}` })
        .getByRole('button', { name: 'Link' })
        .click();
      await modal
        .getByRole('listitem')
        .filter({ hasText: `Link ${provider}` })
        .getByRole('button', { name: 'Linked' })
        .waitFor();
    }
    await modal.getByText('All steps done. Welcome aboard!').waitFor();
    await page.waitForTimeout(500);
    await shoot(page, 'redeem-panel-set-up', modal.getByRole('button', { name: 'Redeem invite' }));
    await modal.getByRole('button', { name: 'Redeem invite' }).click();
    await toastWith(page, 'Invite code redeemed. Welcome aboard!').waitFor();
    // Redeemed: nothing is left to do, so the modal closes as it would without an invite.
    await modal.waitFor({ state: 'detached' });
  });
});
