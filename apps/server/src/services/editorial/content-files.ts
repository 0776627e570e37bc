import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { MARKDOWN_RENDERER_VERSION } from './render-markdown.ts';

export interface ContentFile {
  file: string;
  source: string;
  /** Changes when the file or the rendering rules change: the loader rewrites only those rows. */
  hash: string;
}

const editorialSections = ['story', 'odyssey', 'blog', 'about'] as const;
export type EditorialSection = (typeof editorialSections)[number];

export function editorialContentDir(rootDir: string): string {
  return path.join(rootDir, 'content');
}

/** The section's `*.md` files in name order; a missing folder is a section without entries. */
export async function readSectionFiles(
  contentDir: string,
  section: EditorialSection,
): Promise<ContentFile[]> {
  const dir = path.join(contentDir, section);
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const files = names.filter((name) => name.endsWith('.md')).sort();
  return Promise.all(
    files.map(async (name) => {
      const file = path.join(dir, name);
      const source = await readFile(file, 'utf8');
      const hash = createHash('sha256')
        .update(`markdown-renderer:${MARKDOWN_RENDERER_VERSION}\n`)
        .update(source)
        .digest('hex');
      return { file, source, hash };
    }),
  );
}
