import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from './support/browser.ts';
import { type RunningSite, startSite } from './support/launcher.ts';
import { toastWith } from './support/trading-page.ts';

const REASON = 'needs a linked X account, and this site has not set up X yet.';

/*
 * Issue 27 §3 (and decision 0072): on a deployment without X — here `npm start` with
 * NODE_ENV=production, where the demo's stand-in is off — Download on /vault must not be a button that
 * does nothing. It wears the lock, carries the reason, and says it when pressed.
 */
describe('a site without X', () => {
  let site: RunningSite;
  let browser: BrowserSession;
  beforeAll(async () => {
    // LOG_LEVEL=info, as a person's shell has it: the terminal must still read as sentences.
    site = await startSite({ env: { NODE_ENV: 'production', LOG_LEVEL: 'info' } });
    browser = await openBrowser();
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await site?.stop();
    if (site) await rm(site.dataDir, { recursive: true, force: true });
  });

  it('shows the vault download locked with its reason, and says it on press', async () => {
    const { page } = browser;
    await page.goto(`${site.baseUrl}/vault`);
    const download = page.getByRole('button', { name: /^Download / }).first();
    await download.waitFor();
    expect(await download.getAttribute('aria-disabled')).toBe('true');
    expect(await download.getAttribute('title')).toContain(REASON);
    await page
      .getByText(new RegExp(REASON.replace(/[.]/g, '\\.')))
      .first()
      .waitFor();

    // Playwright holds back clicks on aria-disabled buttons; a person's mouse does not (force).
    await download.click({ force: true });
    await toastWith(page, new RegExp(REASON.replace(/[.]/g, '\\.'))).waitFor();
    // Nothing else starts: no wallet dialog, no download.
    expect(await page.getByRole('dialog', { name: 'Connect a wallet' }).count()).toBe(0);
  });

  it('prints a person-readable terminal: what started and the URL, no JSON line per request', async () => {
    const res = await fetch(`${site.baseUrl}/api/site-configs`);
    expect(res.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const output = site.output();
    expect(output).toContain(`site      http://localhost:${site.port}`);
    expect(output).toMatch(/server {4}Server listening at/);
    expect(output).not.toMatch(/^\{"level"/m);
    expect(output).not.toContain('incoming request');
  });

  it('does not serve the demo X', async () => {
    const res = await fetch(`${site.baseUrl}/dev-oauth/x/compose/post`);
    expect(res.status).toBe(404);
  });
});
