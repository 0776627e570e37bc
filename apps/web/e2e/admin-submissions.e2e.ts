import { mkdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser } from './support/browser.ts';
import { consoleNav, openConsoleFromMenu, signedInBrowser } from './support/console.ts';
import { shownName } from './support/identity.ts';
import { signInOverApi } from './support/sign-in-over-api.ts';
import { mnemonicAccount, SITE_ADMIN_INDEX } from './support/site-admin.ts';
import { shootBothWidths, toastWith } from './support/trading-page.ts';

/** Anvil mnemonic index of the account this file makes a moderator (no other browser test uses it). */
const MODERATOR_INDEX = 131;
const REASON = `Duplicate of an earlier post ${Date.now().toString(36)}`;

describe('moderating submissions from the console', () => {
  const baseUrl = inject('baseUrl');
  const moderatorAddress = mnemonicAccount(MODERATOR_INDEX).address.toLowerCase();
  let owner: BrowserSession;
  let moderator: BrowserSession;
  let visitor: BrowserSession;
  /** The submission this file hid, shown again at the end whatever happens. */
  let hiddenId: string | null = null;

  beforeAll(async () => {
    await mkdir('/tmp/shots', { recursive: true });
    // The grant itself is the Roles page's test (admin-console.e2e.ts): here the owner's API call.
    owner = await openBrowser();
    await signInOverApi(owner.context, baseUrl, SITE_ADMIN_INDEX);
    const grant = await owner.context.request.put(`${baseUrl}/api/admin/roles/${moderatorAddress}/moderator`);
    if (grant.status() !== 200) throw new Error(`granting moderator answered ${grant.status()}`);
    moderator = await signedInBrowser(MODERATOR_INDEX);
    visitor = await openBrowser();
  });

  afterAll(async () => {
    if (owner) {
      if (hiddenId)
        await owner.context.request.patch(`${baseUrl}/api/admin/gallery/submissions/${hiddenId}`, {
          data: { disabled: false },
        });
      await owner.context.request.delete(`${baseUrl}/api/admin/roles/${moderatorAddress}/moderator`);
    }
    await owner?.close();
    await moderator?.close();
    await visitor?.close();
  });

  it("gives a moderator Quests' review queue and Submissions, not the Site or the quest editor", async () => {
    const { page } = moderator;
    await openConsoleFromMenu(page, moderatorAddress);
    expect(await consoleNav(page).getByRole('link').allInnerTexts()).toEqual([
      'Overview',
      'Content',
      'Quests',
      'Submissions',
    ]);
    await consoleNav(page).getByRole('link', { name: 'Quests' }).click();
    await page.getByRole('heading', { name: 'Quests', level: 1 }).waitFor();
    await page.getByRole('combobox', { name: 'Status' }).waitFor();
    expect(await page.getByRole('tab').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'New quest' }).count()).toBe(0);
    await shootBothWidths(page, 'admin-moderator-quests');
  });

  it('hides a submission with a reason; visitors no longer see it until the moderator shows it again', async () => {
    const { page } = moderator;
    await consoleNav(page).getByRole('link', { name: 'Submissions' }).click();
    await page.getByRole('heading', { name: 'Submissions', level: 1 }).waitFor();
    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Shown only' });
    await page.waitForURL((url) => url.searchParams.get('status') === 'shown');
    const tile = page.getByTestId('console-submission').first();
    await tile.waitFor();
    const id = await tile.getAttribute('data-submission-id');
    const processId = (await tile.getByText(/^GS-\d+$/).textContent()) ?? '';
    expect(processId).toMatch(/^GS-\d+$/);
    const mine = page.locator(`[data-testid="console-submission"][data-submission-id="${id}"]`);
    await shootBothWidths(page, 'admin-submissions');

    // Search by the process id finds it alone.
    await page.getByRole('searchbox', { name: /^Search by handle/ }).fill(processId);
    await page.waitForURL((url) => url.searchParams.get('q') === processId);
    await expect.poll(() => page.getByTestId('console-submission').count()).toBe(1);

    const art = (p: typeof page) => p.locator(`[data-testid="submission-card"][data-submission-id="${id}"]`);
    await visitor.page.goto(`${baseUrl}/gallery`);
    await art(visitor.page).waitFor();

    await mine.getByRole('button', { name: `Hide ${processId}` }).click();
    const dialog = page.getByRole('dialog', { name: `Hide ${processId}?` });
    await dialog.getByRole('button', { name: 'Hide submission' }).click();
    await dialog.getByText('Reason is needed').waitFor();
    await dialog.getByRole('textbox', { name: 'Reason' }).fill(REASON);
    await shootBothWidths(page, 'admin-hide-dialog');
    await dialog.getByRole('button', { name: 'Hide submission' }).click();
    hiddenId = id;
    await toastWith(page, 'Submission hidden from the gallery').waitFor();
    await dialog.waitFor({ state: 'detached' });

    // Hidden ones are listed with why, by whom and when.
    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Hidden only' });
    const note = mine.getByTestId('moderation-note');
    await note.waitFor();
    const name = await shownName(moderatorAddress);
    expect(await note.textContent()).toMatch(new RegExp(`^Hidden by .+ on .+: ${REASON}$`));
    expect(await note.textContent()).toContain(name);
    await shootBothWidths(page, 'admin-submissions-hidden');

    await visitor.page.reload();
    await visitor.page.getByTestId('submission-card').first().waitFor();
    expect(await art(visitor.page).count()).toBe(0);

    await mine.getByRole('button', { name: `Show again ${processId}` }).click();
    await toastWith(page, 'Submission shown in the gallery again').waitFor();
    hiddenId = null;
    await visitor.page.reload();
    await art(visitor.page).waitFor();
  });
});
