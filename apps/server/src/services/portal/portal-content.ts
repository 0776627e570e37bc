import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PortalContentSchema } from '@guardians/shared';
import { z } from 'zod';
import { parseFrontMatter } from '../editorial/front-matter.ts';
import { renderMarkdown } from '../editorial/render-markdown.ts';

type PortalContent = z.infer<typeof PortalContentSchema>;

const PortalFrontMatterSchema = z.object({ title: z.string().trim().min(1).max(120) });

function portalFile(rootDir: string): string {
  return path.join(rootDir, 'content', 'portal.md');
}

/** content/portal.md: `title:` in the front matter, the chamber's text in Markdown below it. */
function parsePortalFile(file: string, source: string): PortalContent {
  const { data, body } = parseFrontMatter(file, source, PortalFrontMatterSchema);
  return { title: data.title, html: renderMarkdown(body) };
}

const loaded = new Map<string, Promise<PortalContent>>();

/** Read and rendered once per file; a failed read is retried on the next request. */
export function loadPortalContent(rootDir: string): Promise<PortalContent> {
  const file = portalFile(rootDir);
  let content = loaded.get(file);
  if (!content) {
    content = readFile(file, 'utf8').then((source) => parsePortalFile(file, source));
    content.catch(() => loaded.delete(file));
    loaded.set(file, content);
  }
  return content;
}
