import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type DemoCollection, DemoCollectionsFileSchema } from '@guardians/shared';
import { DemoCollectionNotFoundError, DemoTokenNotFoundError } from './demo-errors.ts';

function demoCollectionsFile(rootDir: string): string {
  return path.join(rootDir, 'content/demo/collections.json');
}

const loaded = new Map<string, readonly DemoCollection[]>();

/**
 * The demo collections from content/demo/collections.json, validated once per file and kept:
 * the file ships with the code and never changes while the server runs.
 */
export function loadDemoCollections(rootDir: string): readonly DemoCollection[] {
  const file = demoCollectionsFile(rootDir);
  const cached = loaded.get(file);
  if (cached) return cached;
  const parsed = DemoCollectionsFileSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  loaded.set(file, parsed.collections);
  return parsed.collections;
}

export function getDemoCollection(rootDir: string, slug: string): DemoCollection {
  const collection = loadDemoCollections(rootDir).find((c) => c.slug === slug);
  if (!collection) throw new DemoCollectionNotFoundError(slug);
  return collection;
}

/**
 * Tokens the demo contract can still sell after the seeded `supply` (decision 0025): the presale
 * needs room to mint, and their art and traits come from the same seeded generator as the rest.
 */
const DEMO_SALE_RESERVE = 100;

/** The demo contract's maxSupply: the seeded tokens plus the presale reserve. */
export function demoMaxSupply(collection: DemoCollection): number {
  return collection.supply + DEMO_SALE_RESERVE;
}

/** Throws 404 for ids outside 1..maxSupply (the contract can mint exactly those). */
export function assertTokenInRange(collection: DemoCollection, tokenId: number): void {
  const max = demoMaxSupply(collection);
  if (!Number.isInteger(tokenId) || tokenId < 1 || tokenId > max) {
    throw new DemoTokenNotFoundError(collection.slug, tokenId, max);
  }
}
