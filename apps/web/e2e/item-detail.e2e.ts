import type { Hex } from 'viem';
import { getAddress } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser } from './support/browser.ts';
import { nameRegExp, shownName } from './support/identity.ts';
import {
  collectionAddress,
  type DemoTokenIds,
  defaultCollectionAddress,
  getItem,
  passTokenBackAndForth,
  transferCount,
  waitForTokensByMediaKind,
} from './support/item-demo-tokens.ts';
import { drawnPixelSpread, modelPreviewOutcome, watchCspViolations } from './support/item-model-viewer.ts';

describe('the item page', () => {
  let browser: BrowserSession;
  let collection: string;
  let tokens: DemoTokenIds;
  beforeAll(async () => {
    browser = await openBrowser();
    collection = await defaultCollectionAddress(inject('baseUrl'));
    // The site reads token metadata (and with it the media kind) after indexing the transfers.
    tokens = await waitForTokensByMediaKind(inject('baseUrl'), collection);
  });
  afterAll(() => browser.close());

  async function openItem(path: string) {
    const { page } = browser;
    await page.goto(`${inject('baseUrl')}${path}`);
    await page
      .getByRole('heading', { level: 1 })
      .waitFor()
      .catch(async (error: unknown) => {
        // Say what the page showed instead (a skeleton, an error panel), not only that it timed out.
        const shown = await page
          .getByRole('main')
          .textContent({ timeout: 1000 })
          .catch(() => null);
        throw new Error(`${path}: no heading; the page showed ${JSON.stringify(shown)}`, { cause: error });
      });
  }

  it('shows the picture, traits with their rarity, the rank, owner, price and the mint', async () => {
    const item = await getItem(inject('baseUrl'), collection, tokens.image);
    const name = item.name ?? '';
    const { page } = browser;
    await openItem(`/explore/${tokens.image}`);

    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(name);
    expect(await page.title()).toBe(`${name} · ${item.collection.name}`);
    expect(await page.getByText(`#${tokens.image}`, { exact: true }).isVisible()).toBe(true);
    const picture = page.getByRole('img', { name, exact: true });
    await picture.waitFor();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    // The collection's name leads back to it: /explore for the default collection of a single-mode site.
    const back = page.getByRole('main').getByRole('link', { name: item.collection.name, exact: true });
    expect(await back.getAttribute('href')).toBe('/explore');

    const traits = page.getByRole('region', { name: 'Traits' });
    const cards = traits.getByRole('listitem');
    await traits
      .getByText(/\d+\.\d\d%/)
      .first()
      .waitFor();
    expect(await cards.count()).toBe(item.attributes.length);
    const first = item.attributes[0];
    if (!first) throw new Error('the demo token has no traits');
    const firstCard = cards.filter({ hasText: first.value }).first();
    expect(await firstCard.textContent()).toMatch(
      new RegExp(`${first.traitType}[\\s\\S]*${first.value}[\\s\\S]*\\d+\\.\\d\\d% have this`, 'i'),
    );
    await page.getByText(/^Rank [\d,]+ \/ [\d,]+$/).waitFor();

    const owner = item.owner ?? '';
    // The owner as a person: their name (the demo's owner of the first token has an ENS name).
    const ownerName = await shownName(owner);
    const ownerLink = page.getByRole('link', { name: nameRegExp(ownerName) }).first();
    expect(await ownerLink.getAttribute('href')).toBe(`/forge/${owner}`);
    expect(await ownerLink.getAttribute('title')).toBe(getAddress(owner));
    await page.getByText('Not for sale', { exact: true }).waitFor();

    const history = page.getByRole('region', { name: 'Activity' });
    const mint = history.getByRole('row').filter({ hasText: 'Mint' });
    await mint.waitFor();
    expect(await mint.textContent()).toContain('Null address');
    expect(await mint.getByRole('link', { name: nameRegExp(ownerName) }).count()).toBe(1);
    // en-US with a short weekday, e.g. "Sun, Nov 22, 2026, 2:25 PM".
    expect(await mint.locator('time').textContent()).toMatch(
      /^[A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d\d\s[AP]M$/,
    );
    expect(await history.getByRole('button', { name: 'Load more' }).count()).toBe(0);
  });

  it('plays a video token in a video player with its picture as the poster', async () => {
    await openItem(`/explore/${tokens.video}`);
    const video = browser.page.locator('video');
    await video.waitFor();
    expect(await video.getAttribute('src')).toMatch(/\.mp4$/);
    expect(await video.getAttribute('poster')).toMatch(/image\.png/);
    expect(await video.getAttribute('controls')).not.toBeNull();
  });

  it('shows an audio token as its picture with an audio player below', async () => {
    await openItem(`/explore/${tokens.audio}`);
    const audio = browser.page.locator('audio');
    await audio.waitFor();
    expect(await audio.getAttribute('src')).toMatch(/\.mp3$/);
    const name = (await browser.page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    expect(await browser.page.getByRole('img', { name, exact: true }).isVisible()).toBe(true);
  });

  it('turns a 3D token in a viewer (or shows its picture where WebGL is missing), with links to the file', async ({
    annotate,
  }) => {
    const { page } = browser;
    const csp = watchCspViolations(page);
    try {
      await openItem(`/explore/${tokens.model}`);
      await page.getByText('3D model', { exact: true }).waitFor();
      const view = page.getByRole('link', { name: 'View 3D model' });
      const href = (await view.getAttribute('href')) ?? '';
      expect(href).toMatch(/\.gltf$/);
      const file = await fetch(new URL(href, inject('baseUrl')));
      expect(file.status).toBe(200);
      expect(await page.getByRole('link', { name: 'Download GLTF' }).getAttribute('download')).not.toBeNull();

      const name = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
      const outcome = await modelPreviewOutcome(page, name);
      if (outcome === 'viewer') {
        // The canvas is named only once it has drawn the model; the picture has made way for it.
        const canvas = page.getByRole('img', { name: `3D model of ${name}: drag to rotate, scroll to zoom` });
        expect(await canvas.getAttribute('data-state')).toBe('ready');
        expect(await drawnPixelSpread(canvas)).toBeGreaterThan(10);
        expect(await page.getByRole('img', { name, exact: true }).count()).toBe(0);
        expect(await page.getByRole('progressbar').count()).toBe(0);
      } else {
        expect(await page.getByRole('img', { name, exact: true }).isVisible()).toBe(true);
      }
      // The links stay in every state: they are also the keyboard's way to the model.
      expect(await view.isVisible()).toBe(true);
      const note =
        outcome === 'viewer'
          ? '3D viewer: WebGL ran in headless Chromium and drew the glTF model'
          : "3D viewer: no WebGL in headless Chromium, the poster and '3D preview unavailable' showed";
      console.info(note);
      await annotate(note);
      // GLTFLoader keeps within the site's CSP (embedded buffers are data: URIs).
      expect(csp.violations).toEqual([]);
    } finally {
      csp.stop();
    }
  });

  it('keeps the picture and says so when the 3D model cannot load', async () => {
    const { page } = browser;
    await page.route('**/*.gltf', (route) => route.fulfill({ status: 404, body: 'Not found' }));
    try {
      await openItem(`/explore/${tokens.model}`);
      const name = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
      // Without WebGL the file is never asked for: the preview is unavailable instead.
      await page
        .getByRole('status')
        .filter({ hasText: /^(The 3D model could not load|3D preview unavailable)$/ })
        .waitFor();
      expect(await page.getByRole('img', { name, exact: true }).isVisible()).toBe(true);
      expect(await page.getByRole('link', { name: 'View 3D model' }).isVisible()).toBe(true);
      expect(await page.getByRole('link', { name: 'Download GLTF' }).isVisible()).toBe(true);
    } finally {
      await page.unroute('**/*.gltf');
    }
  });

  it('says Not found for a token the collection does not have, and for an id that is not a number', async () => {
    const { page } = browser;
    await page.goto(`${inject('baseUrl')}/explore/999999`);
    await page.getByRole('heading', { name: 'Not found' }).waitFor();
    expect(await page.getByText("We couldn't find anything with this criteria").isVisible()).toBe(true);

    await page.goto(`${inject('baseUrl')}/collection/no-such-collection/1`);
    await page.getByRole('heading', { name: 'Not found' }).waitFor();
    await page.goto(`${inject('baseUrl')}/collection/${collection}/${collection}`);
    await page.getByRole('heading', { name: 'Not found' }).waitFor();
  });

  it('refreshes the metadata on request and says so', async () => {
    await openItem(`/explore/${tokens.image}`);
    await browser.page.getByRole('button', { name: 'Refresh metadata' }).click();
    await browser.page.getByRole('status').filter({ hasText: 'Metadata refreshed!' }).waitFor();
  });

  it('pages a long transfer history of an item opened by collection slug with Load more', async () => {
    const baseUrl = inject('baseUrl');
    const slug = 'temple-relics';
    const { page } = browser;
    // Opened by slug: the page finds the collection's address and links back to it by slug.
    await openItem(`/collection/${slug}/7`);
    const back = page.getByRole('main').getByRole('link', { name: 'Temple Relics', exact: true });
    expect(await back.getAttribute('href')).toBe(`/collection/${slug}`);
    const address = await collectionAddress(baseUrl, slug);

    const item = await getItem(baseUrl, address, '7');
    const before = await transferCount(baseUrl, address, '7');
    const other = privateKeyToAccount(`0x${'7'.repeat(64)}` as Hex).address;
    await passTokenBackAndForth({
      rpcUrl: inject('rpcUrl'),
      collection: address as Hex,
      tokenId: 7n,
      owner: item.owner as Hex,
      other,
      times: 10,
    });
    await expect.poll(() => transferCount(baseUrl, address, '7'), { timeout: 20_000 }).toBe(before + 10);

    await page.reload();
    const history = page.getByRole('region', { name: 'Activity' });
    const body = history.locator('tbody tr');
    await body.first().waitFor();
    expect(await body.count()).toBe(10);
    await history.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => body.count()).toBe(before + 10);
    expect(await history.getByRole('button', { name: 'Load more' }).count()).toBe(0);
    expect(await history.getByRole('row').filter({ hasText: 'Mint' }).count()).toBe(1);
    expect(await history.getByRole('row').filter({ hasText: 'Transfer' }).count()).toBe(10);
  });
});
