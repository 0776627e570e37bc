import { PostFrontMatterSchema } from '@guardians/shared';
import type { ContentFile } from './content-files.ts';
import { parseFrontMatter } from './front-matter.ts';
import { renderMarkdown } from './render-markdown.ts';
import { isSafeImageUrl } from './safe-urls.ts';

export type PostKind = 'blog' | 'about';

export interface PostEntry {
  file: string;
  kind: PostKind;
  slug: string;
  title: string;
  category: string;
  excerpt: string;
  image: string | null;
  author: string;
  markdown: string;
  html: string;
  publishedAt: Date;
  contentHash: string;
}

/** `content/blog/*.md` and `content/about/*.md`, rendered once here rather than on every read. */
export function postEntry(kind: PostKind, { file, source, hash }: ContentFile): PostEntry {
  const { data, body } = parseFrontMatter(file, source, PostFrontMatterSchema);
  if (data.image !== null && !isSafeImageUrl(data.image)) {
    throw new Error(`${file}: image must be a site path or an https URL`);
  }
  return { file, kind, ...data, markdown: body, html: renderMarkdown(body), contentHash: hash };
}

export function assertUniqueSlugs(entries: PostEntry[]): void {
  const seen = new Map<string, string>();
  for (const entry of entries) {
    const other = seen.get(entry.slug);
    if (other) throw new Error(`${entry.file}: slug ${entry.slug} is already used by ${other}`);
    seen.set(entry.slug, entry.file);
  }
}
