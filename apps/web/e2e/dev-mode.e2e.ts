import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, openBrowser } from './support/browser.ts';
import { type RunningSite, startSite } from './support/launcher.ts';

describe('npm run dev', () => {
  let site: RunningSite;
  let browser: BrowserSession;
  beforeAll(async () => {
    site = await startSite({ mode: 'dev' });
    browser = await openBrowser();
  });
  afterAll(async () => {
    await browser.close();
    expect(await site.stop()).toBe(0);
    await rm(site.dataDir, { recursive: true, force: true });
  });

  it("serves the app from Vite's dev server with hot reload on the same port as the API", async () => {
    const { page } = browser;
    await page.goto(`${site.baseUrl}/story`);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).waitFor();
    const viteClient = await page.evaluate(() =>
      [...document.querySelectorAll('script')].some((s) => s.src.endsWith('/@vite/client')),
    );
    expect(viteClient).toBe(true);
    const health = await fetch(`${site.baseUrl}/api/health`);
    expect(health.status).toBe(200);
  });
});
