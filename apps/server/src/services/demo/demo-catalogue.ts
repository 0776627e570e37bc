import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type DemoCollection, DemoCollectionsFileSchema } from '@guardians/shared';
import { DemoCollectionNotFoundError, DemoTokenNotFoundError } from './demo-errors.ts';

export function demoCollectionsFile(rootDir: string): string {
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

/** Throws 404 for ids outside 1..supply (the contract mints exactly those). */
export function assertTokenInRange(collection: DemoCollection, tokenId: number): void {
  if (!Number.isInteger(tokenId) || tokenId < 1 || tokenId > collection.supply) {
    throw new DemoTokenNotFoundError(collection.slug, tokenId, collection.supply);
  }
}
