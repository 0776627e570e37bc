import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser } from './support/browser.ts';

type Box = { left: number; top: number; right: number; bottom: number };

const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/* Issue 27: the home page's words never run over the dragon, at any width from a phone to a wide screen. */
describe('the home hero', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(() => browser?.close());

  it.each([390, 640, 768, 1023, 1024, 1280, 1440, 1920])(
    'keeps its copy off the dragon at %i px',
    async (width) => {
      const { page } = browser;
      await page.setViewportSize({ width, height: width < 768 ? 844 : 900 });
      await page.goto(inject('baseUrl'));
      await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
      const art = await page.getByTestId('hero-art').boundingBox();
      expect(art?.width ?? 0).toBeGreaterThan(100);
      // Every line of the copy: the kicker, the title, the story and the button.
      const words = await page
        .getByTestId('hero-copy')
        .locator('p, h1, a')
        .evaluateAll((nodes) =>
          nodes.map((node) => {
            const range = document.createRange();
            range.selectNodeContents(node);
            const box = range.getBoundingClientRect();
            return { left: box.left, top: box.top, right: box.right, bottom: box.bottom };
          }),
        );
      expect(words.length).toBeGreaterThanOrEqual(3);
      const artBox = {
        left: art?.x ?? 0,
        top: art?.y ?? 0,
        right: (art?.x ?? 0) + (art?.width ?? 0),
        bottom: (art?.y ?? 0) + (art?.height ?? 0),
      };
      for (const box of words) expect(overlaps(box, artBox), JSON.stringify({ box, artBox })).toBe(false);
    },
  );
});
