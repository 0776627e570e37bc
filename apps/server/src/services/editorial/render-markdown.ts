import MarkdownIt from 'markdown-it';
import { isExternalUrl, isSafeImageUrl, isSafeLinkUrl } from './safe-urls.ts';

type Token = ReturnType<MarkdownIt['parse']>[number];
type TokenConstructor = new (type: string, tag: string, nesting: -1 | 0 | 1) => Token;

/**
 * Bumped whenever the rendering rules change, so the content loader re-renders every file once
 * (it is part of each file's hash).
 */
export const MARKDOWN_RENDERER_VERSION = '1';

/**
 * Markdown -> HTML that is safe to insert into a page: raw HTML in the source is shown as text
 * (`html: false`), links go only to http(s), mailto or this site, images come only from this site
 * or https, and links to other sites open in a new tab without our referrer or our endorsement.
 */
function createRenderer(): MarkdownIt {
  const md = new MarkdownIt({ html: false, linkify: true, typographer: true });
  const validate = md.validateLink.bind(md);
  // markdown-it's own check (no javascript:, vbscript:, file:, most data:) and then our allow-list.
  md.validateLink = (url) => validate(url) && isSafeLinkUrl(url);
  md.core.ruler.push('editorial_safe_urls', (state) => {
    for (const block of state.tokens) {
      if (block.type === 'inline' && block.children) {
        block.children = safeInlineTokens(block.children, state.Token);
      }
    }
  });

  md.renderer.rules.link_open = (tokens, idx, options, _env, self) => {
    const token = tokens[idx] as Token;
    if (isExternalUrl(token.attrGet('href') ?? '')) {
      token.attrSet('target', '_blank');
      token.attrSet('rel', 'noopener noreferrer nofollow');
    }
    return self.renderToken(tokens, idx, options);
  };
  const renderImage = md.renderer.rules.image;
  md.renderer.rules.image = (tokens, idx, options, env, self) => {
    (tokens[idx] as Token).attrSet('loading', 'lazy');
    return renderImage ? renderImage(tokens, idx, options, env, self) : '';
  };
  return md;
}

/**
 * A second check over what the parser produced (validateLink also passes image URLs that are
 * fine as links but not as images): an unsafe link keeps its text, an unsafe image becomes its alt.
 */
function safeInlineTokens(tokens: Token[], TokenClass: TokenConstructor): Token[] {
  const out: Token[] = [];
  const openLinks: boolean[] = [];
  for (const token of tokens) {
    if (token.type === 'link_open') {
      const safe = isSafeLinkUrl(token.attrGet('href') ?? '');
      openLinks.push(safe);
      if (safe) out.push(token);
    } else if (token.type === 'link_close') {
      if (openLinks.pop()) out.push(token);
    } else if (token.type === 'image' && !isSafeImageUrl(token.attrGet('src') ?? '')) {
      const alt = new TokenClass('text', '', 0);
      alt.content = token.content;
      out.push(alt);
    } else {
      out.push(token);
    }
  }
  return out;
}

const renderer = createRenderer();

export function renderMarkdown(markdown: string): string {
  return renderer.render(markdown);
}

/**
 * The body as plain paragraphs (Story and Odyssey `text`): each paragraph's words without markup,
 * with typographic quotes and dashes; headings, lists and quotes count as paragraphs too.
 */
export function markdownParagraphs(markdown: string): string[] {
  const paragraphs: string[] = [];
  for (const token of renderer.parse(markdown, {})) {
    if (token.type !== 'inline') continue;
    const text = (token.children ?? [])
      .map((child) => {
        if (child.type === 'softbreak' || child.type === 'hardbreak') return ' ';
        if (child.type === 'text' || child.type === 'code_inline') return child.content;
        if (child.type === 'image') return child.content;
        return '';
      })
      .join('')
      .replace(/\s+/g, ' ')
      .trim();
    if (text) paragraphs.push(text);
  }
  return paragraphs;
}
