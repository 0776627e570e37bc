import { mkdir } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser } from './support/browser.ts';
import { consoleNav, openConsoleFromMenu, signedInBrowser } from './support/console.ts';
import { mnemonicAccount, SITE_ADMIN_INDEX } from './support/site-admin.ts';
import { shootBothWidths, toastWith } from './support/trading-page.ts';

/** A shield no other browser test reads, so changing its words for a moment disturbs nobody. */
const SHIELD = 'Council Member';

type ListedShield = { _id: number; name: string; description: string };

async function listedShield(session: BrowserSession): Promise<ListedShield> {
  const answer = await session.context.request.get(
    `${inject('baseUrl')}/api/shields/all?name=${encodeURIComponent(SHIELD)}`,
  );
  const items = ((await answer.json()) as { data: { items: ListedShield[] } }).data.items;
  const shield = items.find((item) => item.name === SHIELD);
  if (!shield) throw new Error(`the shared site has no '${SHIELD}' shield`);
  return shield;
}

/** Opens the shield's form from its row in the console's list. */
async function openEditor(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: `Edit ${SHIELD}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit shield' });
  await dialog.waitFor();
  return dialog;
}

async function saveDescription(page: Page, description: string): Promise<void> {
  const dialog = await openEditor(page);
  await dialog.getByLabel('Description').fill(description);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });
  await toastWith(page, 'Shield saved').first().waitFor();
}

/** On a phone the sideways rows show their current entry: the section link and the open tab. */
async function currentEntriesInViewOnPhone(page: Page): Promise<void> {
  const original = page.viewportSize() ?? { width: 1280, height: 800 };
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await page.getByRole('heading', { name: 'Shields', level: 2 }).waitFor();
  const inside = (row: Locator, entry: Locator) =>
    Promise.all([row.boundingBox(), entry.boundingBox()]).then(
      ([outer, inner]) =>
        !!outer && !!inner && inner.x >= outer.x - 1 && inner.x + inner.width <= outer.x + outer.width + 1,
    );
  const nav = consoleNav(page);
  expect(await inside(nav.getByRole('list'), nav.getByRole('link', { name: 'Content' }))).toBe(true);
  const tabs = page.getByRole('tablist', { name: 'Content' });
  expect(await inside(tabs, tabs.getByRole('tab', { name: 'Shields' }))).toBe(true);
  await page.setViewportSize(original);
}

describe('shields in the console', () => {
  const baseUrl = inject('baseUrl');
  const ownerAddress = mnemonicAccount(SITE_ADMIN_INDEX).address;
  let owner: BrowserSession;
  let visitor: BrowserSession;
  let original: ListedShield;

  beforeAll(async () => {
    await mkdir('/tmp/shots', { recursive: true });
    owner = await signedInBrowser(SITE_ADMIN_INDEX);
    original = await listedShield(owner);
    visitor = await openBrowser();
  });

  afterAll(async () => {
    // The site is shared with the other files: the shield's words as found, even if a step failed.
    if (owner && original && (await listedShield(owner)).description !== original.description) {
      const put = await owner.context.request.put(`${baseUrl}/api/shields/${original._id}`, {
        multipart: { name: original.name, description: original.description },
      });
      if (put.status() !== 200) console.warn(`restoring the shield answered ${put.status()}`);
    }
    await owner?.close();
    await visitor?.close();
  });

  it("edits a shield's description from Content → Shields, and a visitor's shield modal shows it", async () => {
    const { page } = owner;
    await openConsoleFromMenu(page, ownerAddress);
    await consoleNav(page).getByRole('link', { name: 'Content' }).click();
    await page.getByRole('heading', { name: 'Content', level: 1 }).waitFor();
    await page.getByRole('tab', { name: 'Shields' }).click();
    await page.waitForURL((url) => url.search === '?tab=shields');
    await page.getByRole('heading', { name: 'Shields', level: 2 }).waitFor();
    const row = page.getByTestId('console-shield').filter({ hasText: SHIELD });
    await row.getByText(original.description).waitFor();
    // Where it came from and how it is earned, as the file made it.
    await row.getByText('From content/', { exact: true }).waitFor();
    await row.getByText('Earned by linking a Discord account', { exact: true }).waitFor();
    await shootBothWidths(page, 'admin-shields');
    await currentEntriesInViewOnPhone(page);

    // A blank description is refused before anything is sent; Escape leaves the shield as it was.
    let dialog = await openEditor(page);
    await dialog.getByLabel('Description').fill('   ');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByRole('alert').getByText('All fields are required', { exact: true }).waitFor();
    await shootBothWidths(page, 'admin-shields-required');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    const edited = `Linked a Discord account and speaks for the community (${Date.now()}).`;
    await saveDescription(page, edited);
    await row.getByText(edited).waitFor();
    await row.getByText('Edited', { exact: true }).waitFor();
    expect(await row.getByText('From content/', { exact: true }).count()).toBe(0);

    await visitor.page.goto(`${baseUrl}/forge/${ownerAddress.toLowerCase()}`);
    const strip = visitor.page.getByRole('region', { name: 'Shields' });
    await strip.getByRole('button', { name: 'All Shields' }).click();
    await visitor.page
      .getByRole('dialog', { name: 'All Shields' })
      .getByRole('button', { name: new RegExp(`^${SHIELD}`) })
      .click();
    const modal = visitor.page.getByRole('dialog', { name: SHIELD });
    await modal.getByText(edited, { exact: true }).waitFor();

    // Back as it was, through the same form.
    dialog = await openEditor(page);
    expect(await dialog.getByLabel('Description').inputValue()).toBe(edited);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await saveDescription(page, original.description);
    await row.getByText(original.description).waitFor();
    expect((await listedShield(owner)).description).toBe(original.description);
  });
});
