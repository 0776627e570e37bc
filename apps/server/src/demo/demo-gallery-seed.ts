import type { DemoCollection } from '@guardians/shared';
import { and, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import {
  artistSubmissions,
  collections,
  contestJudges,
  submissionMedia,
  submissionReactions,
} from '../db/schema/index.ts';
import { newStorageKey, type Storage } from '../infra/storage/storage.ts';
import { getDefaultCollectionAddress } from '../services/catalogue/default-collection.ts';
import { preparePicture } from '../services/gallery/intake/submission-picture.ts';
import { loadDemoCollections } from './demo-catalogue.ts';
import { renderFanArtSvg } from './demo-fan-art.ts';
import { DEMO_FAN_ART, type DemoFanArt } from './demo-fan-art-plan.ts';
import { ANVIL_DEV_ACCOUNTS } from './dev-accounts.ts';

const DAY_MS = 86_400_000;
/** Anvil #0, the demo's first wallet, judges the contest: its process-id badges can be seen. */
export const DEMO_JUDGE = { account: ANVIL_DEV_ACCOUNTS[0], name: 'Demo judge' } as const;

interface Stored {
  art: DemoFanArt;
  file: string;
  preview: string;
  width: number;
  height: number;
}

/** The default collection when it is one of the demo collections: only a demo site gets demo fan art. */
async function defaultDemoCollection(db: Db, config: Config) {
  const address = await getDefaultCollectionAddress(db, config.chainId, config.defaultTokenAddress);
  if (!address) return null;
  const [row] = await db
    .select({ slug: collections.slug })
    .from(collections)
    .where(and(eq(collections.chainId, config.chainId), eq(collections.tokenAddress, address.toLowerCase())))
    .limit(1);
  const collection = loadDemoCollections(config.rootDir).find((c) => c.slug === row?.slug);
  return collection ? { collection, address: address.toLowerCase() } : null;
}

/**
 * Renders our own SVG scene to PNG, then takes it through the uploads' picture pipeline, so the
 * stored files are exactly what an upload would leave: a re-encoded WebP and its preview.
 */
async function storePicture(
  storage: Storage,
  config: Config,
  art: DemoFanArt,
  collection: DemoCollection,
): Promise<Stored> {
  const token = art.tokenId && art.tokenId <= collection.supply ? { collection, tokenId: art.tokenId } : null;
  const svg = renderFanArtSvg({ ...art, token, signature: art.author.name, seed: art.tweetId });
  const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer();
  const picture = await preparePicture(png, { field: 'media', maxPixels: config.avatarMaxPixels });
  const keys = { file: newStorageKey('webp'), preview: newStorageKey('webp') };
  await storage.put(keys.file, picture.webp);
  await storage.put(keys.preview, picture.preview);
  return { art, ...keys, width: picture.width, height: picture.height };
}

/**
 * A living gallery for the demo site: twelve fan-art posts by fictional X artists, some of Guardians
 * of the default demo collection, spread over five weeks, with loves from the anvil accounts; and
 * anvil #0 as a contest judge. Idempotent: posts already there (by tweet id) are not drawn again, a
 * racing insert does nothing and its files are removed; the judge is added on the first run only,
 * so an administrator's removal stands.
 */
export async function seedDemoGallery(
  db: Db,
  storage: Storage,
  config: Config,
  options: { nowMs?: number } = {},
): Promise<{ created: number }> {
  const demo = await defaultDemoCollection(db, config);
  if (!demo) return { created: 0 };
  const existing = await db
    .select({ tweetId: artistSubmissions.tweetId })
    .from(artistSubmissions)
    .where(
      inArray(
        artistSubmissions.tweetId,
        DEMO_FAN_ART.map((art) => art.tweetId),
      ),
    );
  const seen = new Set(existing.map((row) => row.tweetId));
  const missing = DEMO_FAN_ART.filter((art) => !seen.has(art.tweetId));
  if (missing.length === 0) return { created: 0 };

  // sharp works on libuv's thread pool: rendering the pictures side by side keeps the seed short.
  const stored = await Promise.all(missing.map((art) => storePicture(storage, config, art, demo.collection)));
  const now = options.nowMs ?? Date.now();
  const lost: Stored[] = [];
  const removeFiles = async (pictures: readonly Stored[]) => {
    for (const picture of pictures) {
      await storage.delete(picture.file);
      await storage.delete(picture.preview);
    }
  };
  try {
    await writeSubmissions(db, stored, { ...demo, now, firstRun: seen.size === 0, lost });
  } catch (error) {
    await removeFiles(stored);
    throw error;
  }
  await removeFiles(lost);
  return { created: stored.length - lost.length };
}

/** Rows for the stored pictures in one transaction; a post inserted meanwhile lands in `lost`. */
async function writeSubmissions(
  db: Db,
  stored: readonly Stored[],
  demo: { collection: DemoCollection; address: string; now: number; firstRun: boolean; lost: Stored[] },
): Promise<void> {
  const { now, lost } = demo;
  await db.transaction(async (tx) => {
    for (const picture of stored) {
      const { art } = picture;
      const tokenId = art.tokenId && art.tokenId <= demo.collection.supply ? String(art.tokenId) : null;
      const [row] = await tx
        .insert(artistSubmissions)
        .values({
          source: art.source,
          account: art.uploader === undefined ? null : (ANVIL_DEV_ACCOUNTS[art.uploader] ?? null),
          tweetId: art.tweetId,
          authorId: art.author.id,
          authorUsername: art.author.username,
          authorName: art.author.name,
          text: art.text,
          tweetCreatedAt: new Date(now - art.daysAgo * DAY_MS),
          tokenAddress: tokenId ? demo.address : null,
          tokenId,
        })
        .onConflictDoNothing()
        .returning({ id: artistSubmissions.id });
      if (!row) {
        lost.push(picture);
        continue;
      }
      await tx.insert(submissionMedia).values({
        submissionId: row.id,
        position: 0,
        type: 'photo',
        fileKey: picture.file,
        previewKey: picture.preview,
        contentType: 'image/webp',
        width: picture.width,
        height: picture.height,
      });
      // From #9 down: anvil #0, the demo's first wallet, loves only the most loved post.
      const lovers = ANVIL_DEV_ACCOUNTS.slice(ANVIL_DEV_ACCOUNTS.length - art.loves);
      if (lovers.length > 0) {
        await tx
          .insert(submissionReactions)
          .values(lovers.map((account) => ({ submissionId: row.id, account })))
          .onConflictDoNothing();
      }
    }
    if (demo.firstRun) await tx.insert(contestJudges).values(DEMO_JUDGE).onConflictDoNothing();
  });
}
