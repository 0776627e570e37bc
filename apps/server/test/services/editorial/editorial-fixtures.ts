import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stringify } from 'yaml';

/** A throw-away `content/` folder for one test file. */
export async function contentDir(): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'guardians-editorial-'));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

export async function writeContentFile(
  dir: string,
  section: 'story' | 'odyssey' | 'blog' | 'about',
  name: string,
  frontMatter: Record<string, unknown>,
  body: string,
): Promise<string> {
  await mkdir(path.join(dir, section), { recursive: true });
  const file = path.join(dir, section, `${name}.md`);
  await writeFile(file, `---\n${stringify(frontMatter)}---\n\n${body}\n`);
  return file;
}

export function postFile(
  dir: string,
  kind: 'blog' | 'about',
  slug: string,
  fields: { title?: string; category?: string; publishedAt?: string; body?: string } = {},
): Promise<string> {
  return writeContentFile(
    dir,
    kind,
    slug,
    {
      slug,
      title: fields.title ?? `Post ${slug}`,
      category: fields.category ?? 'News',
      excerpt: `About ${slug}`,
      author: 'Tester',
      publishedAt: fields.publishedAt ?? '2026-01-01T00:00:00Z',
    },
    fields.body ?? `The body of **${slug}**.`,
  );
}

export function storyFile(
  dir: string,
  id: string,
  order: number,
  fields: { isOpened?: boolean; title?: string; body?: string } = {},
): Promise<string> {
  return writeContentFile(
    dir,
    'story',
    id,
    {
      id,
      order,
      title: fields.title ?? `Chapter ${id}`,
      image: `/editorial/story/${id}.svg`,
      isOpened: fields.isOpened ?? true,
      date: '2026-05-04',
    },
    fields.body ?? `First paragraph of ${id}.\n\nSecond paragraph.`,
  );
}

export function odysseyFile(dir: string, id: string, order: number, isOpened = true): Promise<string> {
  return writeContentFile(
    dir,
    'odyssey',
    id,
    {
      id,
      order,
      title: `Stage ${id}`,
      description: `The ${id} stage`,
      image: `/editorial/odyssey/${id}.svg`,
      imageMobile: `/editorial/odyssey/${id}.svg#mobile`,
      isOpened,
    },
    `Text of ${id}.`,
  );
}
