import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser } from './support/browser.ts';
import { defaultCollectionAddress, findTokenOfKind, offsetKey } from './support/catalogue-api.ts';

describe('a video card', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(() => browser.close());

  it('plays on the play control and pauses back to its thumbnail', async () => {
    const { page } = browser;
    const collection = await defaultCollectionAddress();
    const { asset, position } = await findTokenOfKind(collection, 'video');
    const offset = Math.floor(position / 50) * 50;
    // The position is in token id order (the grid opens listed first: ask for that order).
    const query = offset > 0 ? `?sortBy=token_id&${await offsetKey()}=${offset}` : '?sortBy=token_id';
    await page.goto(`${inject('baseUrl')}/explore${query}`);

    const name = asset.name ?? `#${asset.tokenId}`;
    const card = page
      .getByRole('list', { name: 'Items', exact: true })
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name, exact: true }) });
    await card.waitFor();
    await card.scrollIntoViewIfNeeded();

    // Paused: the thumbnail, no video element at all.
    const play = card.getByRole('button', { name: 'Play video' });
    expect(await play.getAttribute('aria-pressed')).toBe('false');
    expect(await card.locator('video').count()).toBe(0);
    expect(await card.getByRole('img', { name }).isVisible()).toBe(true);

    await play.click();
    const pause = card.getByRole('button', { name: 'Pause video' });
    expect(await pause.getAttribute('aria-pressed')).toBe('true');
    const video = card.locator('video');
    await video.waitFor();
    expect(await video.evaluate((v: HTMLVideoElement) => [v.muted, v.loop, v.playsInline])).toEqual([
      true,
      true,
      true,
    ]);
    // It really plays: time moves on.
    await page.waitForFunction(
      (el) => el instanceof HTMLVideoElement && !el.paused && el.currentTime > 0.2,
      await video.elementHandle(),
      { timeout: 15_000 },
    );
    // The play control sits above the card's link: playing did not open the item.
    expect(new URL(page.url()).pathname).toBe('/explore');

    await pause.click();
    await card.getByRole('button', { name: 'Play video' }).waitFor();
    expect(await card.getByRole('button', { name: 'Play video' }).getAttribute('aria-pressed')).toBe('false');
    expect(await card.locator('video').count()).toBe(0);
    expect(await card.getByRole('img', { name }).isVisible()).toBe(true);
  });
});
