import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DemoCollection } from '@guardians/shared';
import { getDemoCollection, loadDemoCollections } from '../../src/demo/demo-catalogue.ts';

export const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
export const collections = loadDemoCollections(rootDir);
export const collection = (slug: string): DemoCollection => getDemoCollection(rootDir, slug);

/** Every token id of a collection, 1..supply. */
export const tokenIds = (c: DemoCollection): number[] => Array.from({ length: c.supply }, (_, i) => i + 1);
