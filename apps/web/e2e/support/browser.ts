import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';

/** How every browser test runs Chromium (the seo audit adds its own host rule). */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface BrowserSession {
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

/**
 * Debian's Chromium with a fresh profile. Every request that is not to this machine is blocked:
 * the site must work without the internet, and tests must not leak.
 */
export async function openBrowser(
  options: { width?: number; height?: number } = {},
): Promise<BrowserSession> {
  const profile = await mkdtemp(path.join(os.tmpdir(), 'guardians-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_FLAGS,
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
  });
  await context.route('**/*', (route) => {
    const { hostname } = new URL(route.request().url());
    const local = hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '[::1]';
    return local ? route.continue() : route.abort('blockedbyclient');
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    async close() {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}
