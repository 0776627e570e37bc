import { mkdir } from 'node:fs/promises';
import type { ConsoleQuest } from '@guardians/shared/quests';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserSession } from './support/browser.ts';
import { consoleNav, openConsoleFromMenu, signedInBrowser } from './support/console.ts';
import { signInAtDemoProvider } from './support/demo-identity.ts';
import { shownName } from './support/identity.ts';
import { mnemonicAccount, SITE_ADMIN_INDEX } from './support/site-admin.ts';
import { shootBothWidths, toastWith } from './support/trading-page.ts';

/** Anvil mnemonic index of this file's member (no other browser test uses it). */
const MEMBER_INDEX = 130;
/** A demo item no other browser test likes: the member likes it for the like quest, then not. */
const TOKEN_ID = '43';
const RUN = Date.now().toString(36);
const LIKE_QUEST = `Like a Guardian ${RUN}`;
const STORY_QUEST = `Share your Guardian story ${RUN}`;
/** X handles are at most 15 characters. */
const HANDLE = `qa_${RUN}`;
const REASON = 'Please link the post itself, not your profile';

const coins = (n: number) =>
  n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const coinBalance = async (page: Page) =>
  Number(((await page.getByTestId('coin-balance').first().textContent()) ?? '').replace(/,/g, ''));

/** From any page, the Quests link of the main navigation, then the quest's card. */
async function openQuest(page: Page, title: string): Promise<void> {
  await page
    .getByRole('banner')
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Quests' })
    .click();
  await page.getByTestId('quest-card').filter({ hasText: title }).click();
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
}

/** The owner's new quest, through the console's dialog. */
async function createQuest(
  page: Page,
  fields: { title: string; kind: string; points: string; min?: string },
) {
  await page.getByRole('button', { name: 'New quest' }).click();
  const dialog = page.getByRole('dialog', { name: 'New quest' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill(fields.title);
  await dialog
    .getByRole('textbox', { name: 'Description' })
    .fill(`${fields.title}: a quest of the console's browser test.`);
  await dialog.getByRole('combobox', { name: 'Kind' }).selectOption({ label: fields.kind });
  if (fields.min) await dialog.getByRole('spinbutton', { name: 'How many' }).fill(fields.min);
  await dialog.getByRole('spinbutton', { name: 'Coins' }).fill(fields.points);
  if (fields.min) await shootBothWidths(page, 'admin-quest-form');
  await dialog.getByRole('button', { name: 'Create quest' }).click();
  await toastWith(page, `Quest created: ${fields.title}`).waitFor();
  await dialog.waitFor({ state: 'detached' });
}

/** The member's row of the full leaderboard (rows arrive 25 at a time as the sentinel scrolls in). */
async function leaderboardRow(page: Page, name: string) {
  await page.goto(`${inject('baseUrl')}/quests/leaderboard`);
  const rows = page.getByTestId('leaderboard-row');
  const mine = rows.filter({ hasText: name });
  await rows.first().waitFor();
  for (let turn = 0; (await mine.count()) === 0 && turn < 40; turn++) {
    await page.getByTestId('leaderboard-sentinel').scrollIntoViewIfNeeded();
    await page.waitForTimeout(400);
  }
  return mine;
}

describe('quests in the operator console', () => {
  const baseUrl = inject('baseUrl');
  const ownerAddress = mnemonicAccount(SITE_ADMIN_INDEX).address;
  const memberAddress = mnemonicAccount(MEMBER_INDEX).address;
  let owner: BrowserSession;
  let member: BrowserSession;

  beforeAll(async () => {
    await mkdir('/tmp/shots', { recursive: true });
    owner = await signedInBrowser(SITE_ADMIN_INDEX);
    member = await signedInBrowser(MEMBER_INDEX);
    // Liking needs a linked X: the demo X signs the member in as this handle.
    signInAtDemoProvider(member.context, HANDLE);
  });

  afterAll(async () => {
    // The site is shared: whatever this file created is disabled, even when a test stopped half-way.
    if (owner) {
      const answer = await owner.context.request.get(`${baseUrl}/api/admin/quests?q=${RUN}&limit=100`);
      const { data } = (await answer.json()) as { data: { items: ConsoleQuest[] } };
      for (const quest of data.items.filter((item) => !item.disabled)) {
        const { title, description, kind, params, points, startsAt, endsAt, maxCompletions, position } =
          quest;
        const form = { title, description, kind, params, points, startsAt, endsAt, maxCompletions, position };
        await owner.context.request.put(`${baseUrl}/api/admin/quests/${quest._id}`, {
          data: { ...form, disabled: true },
        });
      }
    }
    await owner?.close();
    await member?.close();
  });

  it('the owner creates a like quest; a member finds it, likes an item, completes it, and is on the leaderboard', async () => {
    const { page } = owner;
    await openConsoleFromMenu(page, ownerAddress);
    await consoleNav(page).getByRole('link', { name: 'Quests' }).click();
    await page.getByRole('heading', { name: 'Quests', level: 1 }).waitFor();
    await page.getByTestId('console-quest').first().waitFor();
    await createQuest(page, { title: LIKE_QUEST, kind: 'Like items', points: '15', min: '1' });
    await createQuest(page, { title: STORY_QUEST, kind: 'Reviewed by an operator', points: '25' });
    await page.getByRole('searchbox', { name: 'Search by title or slug' }).fill(RUN);
    await expect.poll(() => page.getByTestId('console-quest').count()).toBe(2);
    const created = page.getByTestId('console-quest').filter({ hasText: STORY_QUEST });
    expect(await created.getByText('Created here').count()).toBe(1);
    await shootBothWidths(page, 'admin-quests');

    const m = member.page;
    await openQuest(m, LIKE_QUEST);
    await m.getByText('Like at least 1 item', { exact: false }).first().waitFor();
    await m.getByRole('button', { name: 'Complete quest' }).click();
    await toastWith(m, 'Like at least 1 item to complete this quest').waitFor();

    // Liking asks for X first: off to the demo X and back, then the like counts.
    await m.goto(`${baseUrl}/explore/${TOKEN_ID}`);
    const like = m.getByTestId('like-button');
    await like.click();
    await m.waitForURL((url) => url.pathname === `/explore/${TOKEN_ID}` && url.search === '', {
      timeout: 30_000,
    });
    await toastWith(m, 'Account linked successfully').waitFor({ timeout: 30_000 });
    await like.click();
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');

    await openQuest(m, LIKE_QUEST);
    await m.getByRole('button', { name: 'Complete quest' }).click();
    await toastWith(m, 'Quest completed! +15 coins').waitFor();
    await m.getByTestId('quest-completed').waitFor();

    const row = await leaderboardRow(m, await shownName(memberAddress));
    await row.waitFor();
    expect(await row.textContent()).toContain(coins(15));

    // The item goes back to how other tests found it; the quest stays paid.
    await m.goto(`${baseUrl}/explore/${TOKEN_ID}`);
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('true');
    await like.click();
    await expect.poll(() => like.getAttribute('aria-pressed')).toBe('false');
  }, 120_000);

  it('the owner rejects proof with a reason the member reads, then approves the next and the coins arrive', async () => {
    const m = member.page;
    const proof = async (text: string) => {
      await m.getByLabel('Your proof').fill(text);
      await m.getByRole('button', { name: 'Submit for review' }).click();
      await m.getByText('Your submission is waiting for review.', { exact: false }).waitFor();
    };
    await openQuest(m, STORY_QUEST);
    await proof(`https://x.com/${HANDLE}`);

    const { page } = owner;
    const tabs = page.getByRole('tablist', { name: 'Quest tools' });
    await tabs.getByRole('tab', { name: 'Quests' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => tabs.getByRole('tab', { name: 'Review queue' }).getAttribute('aria-selected'))
      .toBe('true');
    const item = page.getByTestId('review-item').filter({ hasText: STORY_QUEST });
    await item.getByRole('link', { name: `https://x.com/${HANDLE}` }).waitFor();
    await shootBothWidths(page, 'admin-review-queue');
    await item.getByRole('button', { name: /^Reject/ }).click();
    const dialog = page.getByRole('dialog', { name: /^Reject .+'s proof\?$/ });
    await dialog.getByRole('textbox', { name: 'Reason' }).fill(REASON);
    await shootBothWidths(page, 'admin-reject-dialog');
    await dialog.getByRole('button', { name: 'Reject proof' }).click();
    await toastWith(page, /^Rejected: /).waitFor();
    await item.waitFor({ state: 'detached' });

    await m.reload();
    await m.getByText(`The reviewer said: ${REASON}`).waitFor();
    const before = await coinBalance(m);
    await proof(`https://x.com/${HANDLE}/status/1790000000000000001`);

    await page.reload();
    await item.getByRole('button', { name: /^Approve/ }).click();
    await toastWith(page, /^Approved: 25 coins paid to /).waitFor();
    await item.waitFor({ state: 'detached' });

    await m.reload();
    await m.getByTestId('quest-completed').waitFor();
    await expect.poll(() => coinBalance(m)).toBe(before + 25);
    const row = await leaderboardRow(m, await shownName(memberAddress));
    expect(await row.textContent()).toContain(coins(40));
  }, 90_000);

  it('moves a quest with the keyboard and back, then disables both quests after asking', async () => {
    const { page } = owner;
    await page.getByRole('tab', { name: 'Quests', exact: true }).click();
    const row = page.getByTestId('console-quest').filter({ hasText: STORY_QUEST });
    await page.getByTestId('console-quest').first().waitFor();
    for (let turn = 0; (await row.count()) === 0 && turn < 10; turn++) {
      await page
        .getByRole('navigation', { name: 'Quest pages' })
        .getByRole('button', { name: /Next/ })
        .click();
    }
    const placeOf = async () => Number((await row.locator('.font-mono').textContent())?.replace(/\D/g, ''));
    const place = await placeOf();
    const up = page.getByRole('button', { name: `Move ${STORY_QUEST} up` });
    await up.focus();
    await page.keyboard.press('Enter');
    await expect.poll(placeOf).toBe(place - 1);
    // The keyboard stays on the button that moved it.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe(`Move ${STORY_QUEST} up`);
    await page.getByRole('button', { name: `Move ${STORY_QUEST} down` }).click();
    await expect.poll(placeOf).toBe(place);

    await page.getByRole('searchbox', { name: 'Search by title or slug' }).fill(RUN);
    for (const title of [LIKE_QUEST, STORY_QUEST]) {
      const quest = page.getByTestId('console-quest').filter({ hasText: title });
      await quest.getByRole('button', { name: `Disable ${title}` }).click();
      const dialog = page.getByRole('dialog', { name: `Disable “${title}”?` });
      await dialog.getByRole('button', { name: 'Disable quest' }).click();
      await dialog.waitFor({ state: 'detached' });
      await quest.getByText('Disabled', { exact: true }).waitFor();
    }

    const m = member.page;
    await m.goto(`${baseUrl}/quests`);
    await m.getByTestId('quest-card').first().waitFor();
    expect(await m.getByTestId('quest-card').filter({ hasText: RUN }).count()).toBe(0);
  });

  it('offers the owner the Points tab with the ledger export', async () => {
    const { page } = owner;
    await page.getByRole('tab', { name: 'Points' }).click();
    await page.getByRole('heading', { name: 'Adjust a balance' }).waitFor();
    expect(await page.getByRole('link', { name: 'Export ledger (CSV)' }).getAttribute('href')).toBe(
      '/api/admin/points/ledger.csv',
    );
    await shootBothWidths(page, 'admin-points');
  });
});
