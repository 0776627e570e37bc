import { mkdir } from 'node:fs/promises';
import type { ConsoleCertifiedPrize } from '@guardians/shared/certified';
import type { ContestSettings, ContestStage, Judge } from '@guardians/shared/contest';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser } from './support/browser.ts';
import { consoleNav, openConsoleFromMenu, signedInBrowser } from './support/console.ts';
import { mnemonicAccount, SITE_ADMIN_INDEX } from './support/site-admin.ts';
import { shootBothWidths, toastWith } from './support/trading-page.ts';

/** Anvil mnemonic index of the wallet this file makes a judge (no other browser test uses it). */
const JUDGE_INDEX = 180;
const RUN = Date.now().toString(36);
const JUDGE = `Judge ${RUN}`;
const STAGE = `Stage ${RUN}`;
const PRIZE = `Prize ${RUN}`;
const THRESHOLD = '7';
/** A demo collection's item other tests leave alone: the prize's token. */
const PRIZE_COLLECTION = 'Koi Spirits';
const PRIZE_TOKEN = '5';

/**
 * Two weeks, decades from now, placed by the run's time: no other test's dates come near it, and a
 * stage left by an earlier run of this file (on the same data dir) would not overlap it either.
 */
const DAY = 86_400_000;
const start = new Date(Date.UTC(2090, 0, 1) + (Date.now() % 1000) * 16 * DAY);
const localInput = (date: Date) => {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
};

const tabs = (page: Page) => page.getByRole('tablist', { name: 'Contest tools' });

async function openTab(page: Page, name: string) {
  await tabs(page).getByRole('tab', { name }).click();
  await expect.poll(() => tabs(page).getByRole('tab', { name }).getAttribute('aria-selected')).toBe('true');
}

/** Waits for the toasts to leave, so a screenshot shows the page and not them. */
async function toastsGone(page: Page) {
  await page
    .getByRole('region', { name: 'Notifications' })
    .getByRole('status')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 });
}

describe('the contest in the operator console', () => {
  const baseUrl = inject('baseUrl');
  const ownerAddress = mnemonicAccount(SITE_ADMIN_INDEX).address;
  const judgeAddress = mnemonicAccount(JUDGE_INDEX).address.toLowerCase();
  let owner: BrowserSession;
  let visitor: BrowserSession;
  let original: ContestSettings | undefined;

  beforeAll(async () => {
    await mkdir('/tmp/shots', { recursive: true });
    owner = await signedInBrowser(SITE_ADMIN_INDEX);
    const answer = await owner.context.request.get(`${baseUrl}/api/admin/contest`);
    original = ((await answer.json()) as { data: ContestSettings }).data;
    visitor = await openBrowser();
  });

  afterAll(async () => {
    // The site is shared: whatever this file made goes, even when a test stopped half-way, and the
    // threshold the claim tests count on is back as it was.
    if (owner) {
      const request = owner.context.request;
      const read = async <T>(path: string) =>
        ((await (await request.get(`${baseUrl}${path}`)).json()) as { data: { items: T[] } }).data.items;
      for (const stage of await read<ContestStage>('/api/art-contests/stages'))
        if (stage.name === STAGE) await request.delete(`${baseUrl}/api/admin/contest/stages/${stage.id}`);
      for (const prize of await read<ConsoleCertifiedPrize>('/api/admin/certified-nfts'))
        if (prize.name === PRIZE) await request.delete(`${baseUrl}/api/admin/certified-nfts/${prize._id}`);
      for (const judge of await read<Judge>('/api/admin/judges'))
        if (judge.account === judgeAddress)
          await request.delete(`${baseUrl}/api/admin/judges/${judgeAddress}`);
      if (original)
        await request.put(`${baseUrl}/api/admin/contest`, {
          data: { claimThreshold: original.edited ? original.claimThreshold : null },
        });
    }
    await owner?.close();
    await visitor?.close();
  });

  it('the owner adds a stage, a judge, a threshold and a certified prize from the console', async () => {
    const { page } = owner;
    await openConsoleFromMenu(page, ownerAddress);
    await consoleNav(page).getByRole('link', { name: 'Contest' }).click();
    await page.getByRole('heading', { name: 'Contest', level: 1 }).waitFor();

    // Stages: the first tab.
    await page.getByRole('button', { name: 'New stage' }).click();
    const stageDialog = page.getByRole('dialog', { name: 'New stage' });
    await stageDialog.getByRole('textbox', { name: 'Name' }).fill(STAGE);
    await stageDialog.getByRole('spinbutton', { name: 'Prize (US dollars)' }).fill('4000');
    await stageDialog.getByLabel('Starts').fill(localInput(start));
    await stageDialog.getByLabel('Ends').fill(localInput(new Date(start.getTime() - DAY)));
    await stageDialog.getByRole('button', { name: 'Add stage' }).click();
    await stageDialog.getByText('The end must come after the start').waitFor();
    await shootBothWidths(page, 'admin-contest-stage-form');
    await stageDialog.getByLabel('Ends').fill(localInput(new Date(start.getTime() + 14 * DAY)));
    await stageDialog.getByRole('button', { name: 'Add stage' }).click();
    await toastWith(page, `Stage added: ${STAGE}`).waitFor();
    const stageRow = page.getByTestId('contest-stage').filter({ hasText: STAGE });
    await stageRow.getByText('Upcoming', { exact: true }).waitFor();
    await stageRow.getByText('$4,000 prize').waitFor();
    await toastsGone(page);
    await shootBothWidths(page, 'admin-contest-stages');

    // Judges.
    await openTab(page, 'Judges');
    await page.getByRole('button', { name: 'Add a judge' }).click();
    const judgeDialog = page.getByRole('dialog', { name: 'Add a judge' });
    await judgeDialog.getByRole('textbox', { name: 'Wallet address' }).fill(judgeAddress);
    await judgeDialog.getByRole('textbox', { name: 'Name' }).fill(JUDGE);
    await judgeDialog.getByRole('button', { name: 'Add judge' }).click();
    await toastWith(page, `Judge added: ${JUDGE}`).waitFor();
    await page.getByTestId('contest-judge').filter({ hasText: JUDGE }).waitFor();
    await toastsGone(page);
    await shootBothWidths(page, 'admin-contest-judges');

    // The claim threshold.
    await openTab(page, 'Claims');
    await page.getByRole('radio', { name: /^Set a number/ }).check();
    await page.getByRole('spinbutton', { name: 'Claims per account' }).fill(THRESHOLD);
    await page.getByRole('button', { name: 'Save threshold' }).click();
    await toastWith(page, `Claim threshold set to ${THRESHOLD}`).waitFor();
    await page.getByTestId('contest-provenance').getByText('Last saved in the console by').waitFor();
    await toastsGone(page);
    await shootBothWidths(page, 'admin-contest-threshold');

    // A certified prize: an item of a demo collection.
    await openTab(page, 'Prizes');
    await page.getByTestId('contest-prize').first().waitFor();
    await page.getByRole('button', { name: 'New prize' }).click();
    const prizeDialog = page.getByRole('dialog', { name: 'New prize' });
    const collection = prizeDialog.getByRole('combobox', { name: 'Collection' });
    await collection.getByRole('option', { name: PRIZE_COLLECTION }).waitFor({ state: 'attached' });
    await collection.selectOption({ label: PRIZE_COLLECTION });
    await prizeDialog.getByRole('textbox', { name: 'Token id' }).fill(PRIZE_TOKEN);
    await prizeDialog.getByRole('textbox', { name: 'Name' }).fill(PRIZE);
    await shootBothWidths(page, 'admin-contest-prize-form');
    await prizeDialog.getByRole('button', { name: 'Add prize' }).click();
    await toastWith(page, `Prize added: ${PRIZE}`).waitFor();
    const prizeRow = page.getByTestId('contest-prize').filter({ hasText: PRIZE });
    await prizeRow.getByText('Written here').waitFor();
    await prizeRow.getByText(`${PRIZE_COLLECTION} #${PRIZE_TOKEN}`).waitFor();
    // The item's own picture (decorative beside the name).
    expect(await prizeRow.locator('img').getAttribute('src')).toBeTruthy();

    // New prizes come last; one step up with the keyboard, which stays on the button.
    const placeOf = async () =>
      Number((await prizeRow.locator('.font-mono').textContent())?.replace(/\D/g, ''));
    const place = await placeOf();
    await page.getByRole('button', { name: `Move ${PRIZE} up` }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(placeOf).toBe(place - 1);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe(`Move ${PRIZE} up`);
    await toastsGone(page);
    await shootBothWidths(page, 'admin-contest-prizes');
  }, 120_000);

  it('a visitor sees the next stage, its prize and its start on the arena', async () => {
    const { page } = visitor;
    await page.goto(baseUrl);
    await page
      .getByRole('banner')
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'NFTArena' })
      .click();
    const schedule = page.getByTestId('stage-schedule');
    await schedule.waitFor();
    expect(await schedule.textContent()).toMatch(
      new RegExp(`^Next stage ${STAGE} · \\$4,000 prize · starts `),
    );
    await schedule.scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/shots/nftarena-stage-schedule-1280.png' });
    // The stage cards follow the console's dates too, in place of the committed Odyssey words.
    const card = page.getByTestId('contest-stage-card').filter({ hasText: STAGE });
    expect(await card.getByText('Coming next', { exact: true }).count()).toBe(1);
    expect(await card.getByText('$4,000', { exact: true }).count()).toBe(1);
  });

  it('the owner deletes what it added after asking, and the threshold goes back to the default', async () => {
    const { page } = owner;
    await page.getByRole('button', { name: `Delete ${PRIZE}` }).click();
    const prizeDialog = page.getByRole('dialog', { name: `Delete the prize “${PRIZE}”?` });
    await prizeDialog.getByRole('button', { name: 'Delete prize' }).click();
    await toastWith(page, `Prize deleted: ${PRIZE}`).waitFor();
    await page.getByTestId('contest-prize').filter({ hasText: PRIZE }).waitFor({ state: 'detached' });

    await openTab(page, 'Judges');
    await page.getByRole('button', { name: new RegExp(`^Remove ${JUDGE}`) }).click();
    const judgeDialog = page.getByRole('dialog', { name: `Remove ${JUDGE} as a judge?` });
    await shootBothWidths(page, 'admin-contest-remove-judge');
    await judgeDialog.getByRole('button', { name: 'Remove judge' }).click();
    await page.getByTestId('contest-judge').filter({ hasText: JUDGE }).waitFor({ state: 'detached' });

    await openTab(page, 'Claims');
    await page.getByRole('radio', { name: /^Use the default/ }).check();
    await page.getByRole('button', { name: 'Save threshold' }).click();
    await toastWith(page, /^Claim threshold back to the default/).waitFor();

    await openTab(page, 'Stages');
    await page.getByRole('button', { name: `Delete ${STAGE}` }).click();
    await page
      .getByRole('dialog', { name: `Delete the stage “${STAGE}”?` })
      .getByRole('button', { name: 'Delete stage' })
      .click();
    await page.getByTestId('contest-stage').filter({ hasText: STAGE }).waitFor({ state: 'detached' });

    // Without a stage of the console's, the arena is back to the Odyssey's own words.
    await visitor.page.reload();
    await visitor.page.locator('main header').getByText('Open now', { exact: true }).waitFor();
    expect(await visitor.page.getByTestId('stage-schedule').count()).toBe(0);
  }, 90_000);
});
