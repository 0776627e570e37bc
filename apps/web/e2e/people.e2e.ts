import { shortenAddress } from '@guardians/shared/common';
import { getAddress } from 'viem';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser } from './support/browser.ts';

// anvil #2, who owns Guardians #1 in the demo and took `seraph.eth` as their primary name on the
// site's local ENS (demo/demo-ens-names.ts).
const SERAPH = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

/*
 * Issue 27 §2: people, not hex. A visitor meets collectors by name: ENS names (with their Guardian as
 * avatar) where they have no username, and every address that is shown in one casing, checksummed.
 */
describe('people are shown by name', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(() => browser?.close());

  const main = () => browser.page.getByRole('main');

  it('names collectors by ENS with their avatar, and their Forge and items say the same', async () => {
    const { page } = browser;
    await page.goto(inject('baseUrl'));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'NFTLovers' }).click();
    await page.waitForURL((url) => url.pathname === '/nftlover');

    const podium = main().getByRole('list', { name: 'Top collectors' });
    const seraph = podium.getByRole('link', { name: /seraph\.eth/ });
    await seraph.waitFor();
    // Their avatar is the Guardian their ENS record names, shown from our catalogue.
    const avatar = seraph.locator('img');
    expect(await avatar.getAttribute('src')).toMatch(/\/api\/demo\/guardians\/\d+\/image\.png/);
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    // Collectors without a name show their address checksummed: the one casing the site uses.
    const unnamedRows = () =>
      main()
        .getByTestId('owner-row')
        .evaluateAll((links) =>
          links
            .map((link) => ({ href: link.getAttribute('href') ?? '', text: link.textContent ?? '' }))
            .filter((row) => row.text.includes('0x')),
        );
    expect((await unnamedRows()).length).toBeGreaterThan(0);
    await expect
      .poll(async () =>
        (await unnamedRows()).filter(
          (row) => !row.text.includes(shortenAddress(getAddress(row.href.replace('/forge/', '')))),
        ),
      )
      .toEqual([]);

    await seraph.click();
    await page.waitForURL((url) => url.pathname === `/forge/${SERAPH.toLowerCase()}`);
    await page.getByRole('heading', { level: 1, name: 'seraph.eth' }).waitFor();
    await main().getByText(SERAPH, { exact: true }).waitFor();
    const forgeAvatar = page.getByRole('img', { name: 'Avatar of seraph.eth' });
    expect(await forgeAvatar.getAttribute('src')).toMatch(/\/api\/demo\/guardians\/\d+\/image\.png/);

    // One of their Guardians, opened from the Forge: the owner is the same person, by name.
    await main().locator('a[href="/explore/1"]').first().click();
    await page.waitForURL((url) => url.pathname === '/explore/1');
    const owner = main().getByTestId('person').first();
    await owner.getByText('seraph.eth', { exact: true }).waitFor();
    expect(await owner.getAttribute('title')).toBe(SERAPH);
    expect(await owner.getAttribute('href')).toBe(`/forge/${SERAPH.toLowerCase()}`);
  });

  it('shows the leaderboards by name or checksummed address, with avatars', async () => {
    const { page } = browser;
    await page.goto(inject('baseUrl'));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Quests' }).click();
    await page.waitForURL((url) => url.pathname === '/quests');
    await main().getByRole('link', { name: 'See the full leaderboard' }).click();
    await page.waitForURL((url) => url.pathname === '/quests/leaderboard');
    const people = main().getByTestId('leaderboard-row').getByTestId('person');
    const read = () =>
      people.evaluateAll((links) =>
        links.map((link) => ({
          title: link.getAttribute('title') ?? '',
          name: link.querySelector('[data-testid="person-name"]')?.textContent ?? '',
        })),
      );
    // Names arrive together a moment after the rows (one identities call): wait until every row has one.
    let shown: Awaited<ReturnType<typeof read>> = [];
    await expect
      .poll(async () => {
        shown = await read();
        return shown.length > 5 && shown.every(({ name }) => name !== '');
      })
      .toBe(true);
    for (const { title, name } of shown) {
      // The full address, checksummed, is the title; a person without a name is its short form.
      expect(title).toBe(getAddress(title));
      if (name.startsWith('0x')) expect(name).toBe(shortenAddress(title));
    }
    expect(shown.some(({ name }) => !name.startsWith('0x'))).toBe(true);
  });
});
