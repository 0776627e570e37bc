import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type BrowserSession, openBrowser } from './support/browser.ts';

type Card = { name: string; href: string; text: string };

/*
 * Issue 27: a collection grid leads with what is for sale. From the home page's navbar to /explore:
 * the default order is "listed first, price low to high", the price is the card's prominent line,
 * and a name that already ends in "#N" is not followed by a second "#N".
 */
describe('the collection grid', () => {
  let browser: BrowserSession;
  beforeAll(async () => {
    browser = await openBrowser();
  });
  afterAll(() => browser?.close());

  const main = () => browser.page.getByRole('main');
  const cards = (): Promise<Card[]> =>
    main()
      .getByRole('list', { name: 'Items', exact: true })
      .getByRole('article')
      .evaluateAll((nodes) =>
        nodes.map((node) => ({
          name: node.querySelector('h2, h3')?.textContent ?? '',
          href: node.querySelector('a')?.getAttribute('href') ?? '',
          // The lines as shown: textContent would run the name's number into the price.
          // biome-ignore lint/performance/useDomNodeTextContent: see above
          text: (node as HTMLElement).innerText,
        })),
      );
  const priceOf = (card: Card) => {
    const match = /([\d.]+) ETH/.exec(card.text);
    return match && !/Last sale/.test(card.text) ? Number(match[1]) : null;
  };

  it('opens listed first, cheapest first, the price leading each card, the number said once', async () => {
    const { page } = browser;
    await page.goto(inject('baseUrl'));
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Explore', exact: true })
      .click();
    await page.waitForURL((url) => url.pathname === '/explore' && url.search === '');
    const sort = main().getByLabel('Sort by');
    expect(await sort.inputValue()).toBe('price_asc');
    expect(await sort.locator('option:checked').textContent()).toBe('Listed first, price low to high');

    await main().getByRole('list', { name: 'Items', exact: true }).getByRole('article').first().waitFor();
    await expect.poll(async () => priceOf((await cards())[0] as Card)).not.toBeNull();
    const shown = await cards();
    const prices = shown.map(priceOf);
    const listed = prices.indexOf(null);
    expect(listed).toBeGreaterThan(0);
    // Every listed card comes before every unlisted one, cheapest first.
    expect(prices.slice(listed).every((price) => price === null)).toBe(true);
    const leading = prices.slice(0, listed) as number[];
    expect(leading).toEqual(leading.toSorted((a, b) => a - b));
    // The price is the card's prominent line (bold, gold), above the fold of the first card.
    const firstPrice = main().getByRole('article').first().getByText(/ETH$/).first();
    expect(await firstPrice.evaluate((node) => getComputedStyle(node).fontWeight)).toBe('700');
    for (const card of shown) {
      const number = /#(\d+)$/.exec(card.name)?.[1];
      if (!number) continue;
      expect(card.text.split(`#${number}`).length - 1, card.text).toBe(1);
    }

    // Token ID is still one choice away, in the URL.
    await sort.selectOption('token_id');
    await page.waitForURL((url) => url.searchParams.get('sortBy') === 'token_id');
    await expect.poll(async () => (await cards())[0]?.href).toBe('/explore/1');
  });
});
