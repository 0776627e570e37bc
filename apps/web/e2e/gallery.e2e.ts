import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser } from './support/browser.ts';
import { signInAtDemoProvider } from './support/demo-identity.ts';
import { signInOverApi } from './support/sign-in-over-api.ts';
import { mnemonicKey, SITE_ADMIN_INDEX } from './support/site-admin.ts';
import { installTestWallet, TEST_WALLET_NAME } from './support/test-wallet.ts';
import { shootBothWidths, toastWith } from './support/trading-page.ts';

/** Anvil mnemonic indexes of this file: the artist and the fan (no other browser test uses them). */
const ARTIST_INDEX = 115;
const FAN_INDEX = 116;
const RUN = Date.now().toString();
/** The Guardian the loved piece draws (a demo token). */
const GUARDIAN = '3';

type Created = { _id: number; tweetId: string };

/** A picture of the given size and colour, as an artist would upload. */
function png(width: number, height: number, background: string): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}

async function submit(
  context: BrowserContext,
  baseUrl: string,
  username: string,
  picture: Buffer,
  text: string,
  tokenId?: string,
) {
  const tweetId = `${RUN}${Math.floor(Math.random() * 1000)}`.slice(0, 19);
  const response = await context.request.post(`${baseUrl}/api/gallery/submissions`, {
    multipart: {
      postUrl: `https://x.com/${username}/status/${tweetId}`,
      text,
      ...(tokenId ? { tokenId } : {}),
      media: { name: 'art.png', mimeType: 'image/png', buffer: picture },
    },
  });
  if (response.status() !== 201)
    throw new Error(`submission answered ${response.status()}: ${await response.text()}`);
  const { data } = (await response.json()) as { data: Created };
  return data;
}

const card = (page: Page, id: number) => page.locator(`[data-submission-id="${id}"]`);
const cardIds = (page: Page) =>
  page
    .getByTestId('submission-card')
    .evaluateAll((nodes) => nodes.map((n) => Number(n.getAttribute('data-submission-id'))));

describe('the fan-art gallery', () => {
  const baseUrl = inject('baseUrl');
  const rpcUrl = inject('rpcUrl');
  const artistName = `gal_${RUN.slice(-8)}`;
  let artist: BrowserSession;
  let fan: BrowserSession;
  let loved: Created;
  let other: Created;

  beforeAll(async () => {
    artist = await openBrowser();
    signInAtDemoProvider(artist.context, artistName);
    await signInOverApi(artist.context, baseUrl, ARTIST_INDEX);
    // Linking X through the demo X: the server's start route, its sign-in page and back.
    await artist.page.goto(`${baseUrl}/api/oauth/twitter/start?returnTo=%2F`);
    await artist.page.getByRole('status').filter({ hasText: 'Account linked successfully' }).waitFor();
    other = await submit(artist.context, baseUrl, artistName, await png(900, 600, '#3b2f7a'), 'Koi at dusk');
    loved = await submit(
      artist.context,
      baseUrl,
      artistName,
      await png(600, 900, '#c9772b'),
      'The empress rises',
      GUARDIAN,
    );

    fan = await openBrowser();
    await installTestWallet(fan.context, { rpcUrl, chainId: 31337, privateKey: mnemonicKey(FAN_INDEX) });
    signInAtDemoProvider(fan.context, `gal_fan_${RUN.slice(-6)}`);
  });
  afterAll(async () => {
    await artist?.close();
    await fan?.close();
  });

  it('walks a fan through the love gate, counts the love, and keeps it after a reload', async () => {
    const { page } = fan;
    await page.goto(`${baseUrl}/gallery`);
    await page.getByRole('heading', { name: 'Fan art of the Guardians' }).waitFor();
    const love = card(page, loved._id).getByTestId('love-button');
    await love.waitFor();
    await expect.poll(() => love.getAttribute('aria-pressed')).toBe('false');
    await shootBothWidths(page, 'gallery-grid');

    // No wallet: the connect dialog.
    await love.click();
    const dialog = page.getByRole('dialog', { name: 'Connect a wallet' });
    await dialog.getByRole('button', { name: TEST_WALLET_NAME }).click();
    await dialog.waitFor({ state: 'detached' });

    // Not signed, no X: the signature, then off to X and back to the gallery.
    await love.click();
    await toastWith(page, 'Please sign signature to continue').waitFor();
    await page.waitForURL((url) => url.pathname === '/gallery', { timeout: 30_000 });
    await toastWith(page, 'Account linked successfully').waitFor({ timeout: 30_000 });

    await love.click();
    await expect.poll(() => love.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => card(page, loved._id).getByTestId('love-count').textContent()).toBe('1');

    await page.reload();
    await expect
      .poll(() => card(page, loved._id).getByTestId('love-button').getAttribute('aria-pressed'))
      .toBe('true');
    await expect.poll(() => card(page, loved._id).getByTestId('love-count').textContent()).toBe('1');
  });

  it("names every tile's author in full under the art, at desktop and phone widths", async () => {
    const { page } = fan;
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${baseUrl}/gallery`);
      await page.getByTestId('submission-card').first().waitFor();
      const tiles = await page.getByTestId('submission-card').evaluateAll((cards) =>
        cards.map((card) => {
          const art = card.querySelector('img, video')?.closest('div')?.getBoundingClientRect();
          const caption = card.querySelector('[data-testid="submission-caption"]');
          const handle = caption?.querySelector('[data-testid="author-handle"]') as HTMLElement | null;
          return {
            id: card.getAttribute('data-submission-id'),
            below: Boolean(art && caption && caption.getBoundingClientRect().top >= art.bottom - 1),
            handle: handle?.textContent ?? null,
            whole: handle ? handle.scrollWidth <= handle.clientWidth : false,
          };
        }),
      );
      expect(tiles.length).toBeGreaterThan(1);
      for (const tile of tiles) {
        expect(tile, `tile ${tile.id} at ${width} px`).toMatchObject({ below: true, whole: true });
        expect(tile.handle, `tile ${tile.id} at ${width} px`).toMatch(/^@[^…]+$/);
      }
    }
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('sorts by most reactions through the dropdown, in the URL', async () => {
    const { page } = fan;
    await page.getByLabel('Sort by').selectOption('most_reactions');
    await page.waitForURL((url) => url.searchParams.get('sortBy') === 'most_reactions');
    await expect
      .poll(async () => {
        const ids = await cardIds(page);
        const a = ids.indexOf(loved._id);
        const b = ids.indexOf(other._id);
        return a !== -1 && (b === -1 || a < b);
      })
      .toBe(true);
    // An unknown sort is latest (spec 2).
    await page.goto(`${baseUrl}/gallery?sortBy=sideways`);
    await expect.poll(() => page.getByLabel('Sort by').inputValue()).toBe('latest');
  });

  it('opens the detail from a card and from ?id=, and Escape goes back to the grid', async () => {
    const { page } = fan;
    await page.goto(`${baseUrl}/gallery`);
    await card(page, loved._id)
      .getByRole('button', { name: /^Open fan art by/ })
      .click();
    const detail = page.getByRole('dialog', { name: `Fan art by ${artistName}` });
    await detail.waitFor();
    expect(new URL(page.url()).searchParams.get('id')).toBe(String(loved._id));
    await detail.getByText('The empress rises').waitFor();
    expect(await detail.getByRole('link', { name: 'View on X' }).getAttribute('href')).toBe(
      `https://x.com/${artistName}/status/${loved.tweetId}`,
    );
    await shootBothWidths(page, 'gallery-modal');
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.has('id')).toBe(false);

    await page.goto(`${baseUrl}/gallery?id=${other._id}`);
    await page
      .getByRole('dialog', { name: `Fan art by ${artistName}` })
      .getByText('Koi at dusk')
      .waitFor();
    await page.goto(`${baseUrl}/gallery?tweetId=${loved.tweetId}`);
    await page
      .getByRole('dialog', { name: `Fan art by ${artistName}` })
      .getByText('The empress rises')
      .waitFor();
    await page.goto(`${baseUrl}/gallery?tweetId=1`);
    await page.getByRole('dialog').getByText('This submission does not exist').waitFor();
  });

  it('lets the admin disable a piece in the edit view; visitors no longer see it and the count drops', async () => {
    const publicCount = async () => {
      const response = await fetch(`${baseUrl}/api/gallery/count`);
      return ((await response.json()) as { data: number }).data;
    };
    const before = await publicCount();

    const admin = await openBrowser();
    try {
      await signInOverApi(admin.context, baseUrl, SITE_ADMIN_INDEX);
      const { page } = admin;
      await page.goto(`${baseUrl}/gallery?type=edit`);
      await page.getByText(/^Edit view:/).waitFor();
      const toggle = page.getByRole('switch', { name: `Disable fan art #${other._id}` });
      await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false');
      await toggle.click();
      await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
      await toastWith(page, 'Submission hidden from the gallery').waitFor();
      // The edit view keeps it, marked.
      await card(page, other._id).waitFor();
      await shootBothWidths(page, 'gallery-edit');
    } finally {
      await admin.close();
    }

    const visitor = await openBrowser();
    try {
      const { page } = visitor;
      await page.goto(`${baseUrl}/gallery`);
      await card(page, loved._id).waitFor();
      expect(await card(page, other._id).count()).toBe(0);
      await expect
        .poll(() => page.getByTestId('gallery-count').textContent())
        .toMatch(new RegExp(`^${before - 1} `));
      // type=edit is ignored for everyone else.
      await page.goto(`${baseUrl}/gallery?type=edit`);
      await card(page, loved._id).waitFor();
      expect(await page.getByRole('switch').count()).toBe(0);
    } finally {
      await visitor.close();
    }
  });

  it('links a piece to its Guardian, whose item page shows the fan art', async () => {
    const { page } = fan;
    await page.goto(`${baseUrl}/gallery`);
    await card(page, loved._id)
      .getByRole('link', { name: `Fan art of #${GUARDIAN}` })
      .click();
    await page.waitForURL((url) => url.pathname.endsWith(`/${GUARDIAN}`));
    const section = page.getByRole('region', { name: 'Fan art of this Guardian' });
    const thumb = section.locator(`a[href="/gallery?id=${loved._id}"]`);
    await thumb.scrollIntoViewIfNeeded();
    await shootBothWidths(page, 'gallery-item-fan-art');
    await thumb.click();
    await page.getByRole('dialog', { name: `Fan art by ${artistName}` }).waitFor();
  });
});
