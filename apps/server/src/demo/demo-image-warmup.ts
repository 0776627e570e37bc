import { setImmediate as yieldToEvents } from 'node:timers/promises';
import type { DemoCollection } from '@guardians/shared';
import { demoBanner } from './demo-banner.ts';
import { tokenPng } from './demo-image-service.ts';

/** What a collection page shows first: its banner and the first page of grid thumbnails. */
const FIRST_PAGE = 50;
const THUMBNAIL = 320;

/**
 * Renders the images the first visitors of the demo will ask for, one at a time in the background,
 * so the first page views after a start are served from the cache instead of waiting for sharp.
 * Each render yields to pending requests first, so serving is never held up by the warm-up.
 */
export async function warmDemoImages(collections: readonly DemoCollection[], stopped: () => boolean) {
  for (const collection of collections) {
    if (stopped()) return;
    await demoBanner(collection);
    for (let tokenId = 1; tokenId <= Math.min(FIRST_PAGE, collection.supply); tokenId++) {
      if (stopped()) return;
      await yieldToEvents();
      await tokenPng(collection, tokenId, THUMBNAIL);
    }
  }
}
