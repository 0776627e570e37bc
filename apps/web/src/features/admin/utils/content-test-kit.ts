import type { ConsoleLoreEntry, ConsolePost, ConsolePostSummary } from '@guardians/shared/editorial';
import type { ConsoleVaultAsset } from '@guardians/shared/vault';

/** Factories for the Content page's tests (imported by tests only). */
export function createPostSummary(overrides: Partial<ConsolePostSummary> = {}): ConsolePostSummary {
  return {
    _id: 5,
    slug: 'the-koi-rises',
    title: 'The koi rises',
    category: 'Lore',
    excerpt: 'How the koi became a dragon.',
    image: null,
    author: 'Suirin',
    publishedAt: '2026-04-01T10:00:00.000Z',
    draft: false,
    origin: 'file',
    updatedAt: '2026-04-02T10:00:00.000Z',
    ...overrides,
  };
}

export function createPost(overrides: Partial<ConsolePost> = {}): ConsolePost {
  return {
    ...createPostSummary(),
    html: '<h1>The waterfall</h1>',
    markdown: '# The waterfall',
    ...overrides,
  };
}

export function createLoreEntry(overrides: Partial<ConsoleLoreEntry> = {}): ConsoleLoreEntry {
  return {
    id: 'chapter-1',
    title: 'The Empress',
    image: '/story/empress.webp',
    isOpened: false,
    origin: 'file',
    ...overrides,
  };
}

export function createVaultAsset(overrides: Partial<ConsoleVaultAsset> = {}): ConsoleVaultAsset {
  return {
    _id: 3,
    title: 'Koi wallpapers',
    description: 'Four wallpapers of the koi.',
    image: '/api/media/vault/3.webp',
    fileName: 'koi-wallpapers.zip',
    mimeType: 'application/zip',
    sizeBytes: 2_400_000,
    holdersOnly: false,
    downloads: 12,
    createdAt: '2026-03-01T10:00:00.000Z',
    origin: 'console',
    ...overrides,
  };
}

/** A list answer as the server writes it. */
export const listAnswer = (items: readonly unknown[]) => () =>
  Response.json({ data: { items, total: items.length } });
