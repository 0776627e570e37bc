import type { ConsoleMessage, Locator, Page } from 'playwright-core';
import sharp from 'sharp';

/**
 * What the item page's 3D preview settled on, as a person sees it: the viewer's canvas, named once
 * it has drawn the model, or the poster with '3D preview unavailable' where the browser has no
 * WebGL (headless Chromium runs with --disable-gpu; SwiftShader may or may not stand in).
 */
export async function modelPreviewOutcome(page: Page, name: string): Promise<'viewer' | 'unavailable'> {
  const canvas = page.getByRole('img', { name: `3D model of ${name}: drag to rotate, scroll to zoom` });
  const unavailable = page.getByRole('status').filter({ hasText: '3D preview unavailable' });
  const failed = page.getByRole('status').filter({ hasText: 'The 3D model could not load' });
  await canvas.or(unavailable).or(failed).waitFor({ timeout: 30_000 });
  if (await failed.isVisible()) throw new Error('the 3D model could not load (see the browser console)');
  return (await canvas.isVisible()) ? 'viewer' : 'unavailable';
}

/**
 * How far the canvas's pixels stray from one flat colour, as on screen: the largest standard
 * deviation of its RGB channels. A blank (or cleared) canvas over the frame's background is ~0.
 */
export async function drawnPixelSpread(canvas: Locator): Promise<number> {
  const { channels } = await sharp(await canvas.screenshot()).stats();
  return Math.max(...channels.slice(0, 3).map((channel) => channel.stdev));
}

/** Collects the Content-Security-Policy violations the browser reports in the console, until stopped. */
export function watchCspViolations(page: Page): { violations: string[]; stop(): void } {
  const violations: string[] = [];
  const listener = (message: ConsoleMessage) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  };
  page.on('console', listener);
  return { violations, stop: () => page.off('console', listener) };
}
