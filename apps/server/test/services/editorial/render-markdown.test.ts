import { describe, expect, it } from 'vitest';
import { markdownParagraphs, renderMarkdown } from '../../../src/services/editorial/render-markdown.ts';

/** Every tag markdown-it may emit, and the attributes each may carry. */
const ALLOWED_TAGS = new Set([
  ...['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'em', 'strong', 's', 'code', 'pre', 'blockquote'],
  ...['ul', 'ol', 'li', 'hr', 'br', 'a', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
]);
const ALLOWED_ATTRIBUTES = new Set([
  'href',
  'src',
  'alt',
  'title',
  'target',
  'rel',
  'loading',
  'start',
  'class',
  'style',
]);

/** Checks the structure of rendered HTML: known tags, known attributes, allowed URLs only. */
function expectSafe(html: string, source: string) {
  for (const [, tag = '', attributes = ''] of html.matchAll(/<\/?([a-zA-Z0-9]+)([^>]*)>/g)) {
    expect(ALLOWED_TAGS.has(tag.toLowerCase()), `tag <${tag}> from ${source}`).toBe(true);
    for (const [, name = '', value = ''] of attributes.matchAll(/\s([^\s=]+)(?:="([^"]*)")?/g)) {
      expect(ALLOWED_ATTRIBUTES.has(name.toLowerCase()), `attribute ${name} from ${source}`).toBe(true);
      if (name === 'href') expect(value, source).toMatch(/^(?:https?:\/\/|mailto:|\/(?![/\\])|#)/i);
      if (name === 'src') expect(value, source).toMatch(/^(?:https:\/\/|\/(?![/\\]))/i);
      if (name === 'style') expect(value, source).toMatch(/^text-align:(?:left|right|center)$/);
    }
  }
  // Quoted values are inert text (quotes inside them are escaped); outside them, nothing a browser
  // would read as a handler, a script URL or a dangerous element.
  const markup = html.replace(/"[^"]*"/g, '""');
  expect(markup, source).not.toMatch(/<[^>]*\son[a-z]+\s*=/i);
  expect(markup, source).not.toMatch(/<[^>]*(?:javascript|vbscript|data):/i);
  expect(markup, source).not.toMatch(/<(?:script|iframe|object|embed|svg|math|style|form|input|div|span)\b/i);
}

const unsafeCorpus = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="/ok.png" onerror="alert(1)">',
  '<svg onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<a href="javascript:alert(1)">click</a>',
  '[click](javascript:alert(1))',
  '[click](JaVaScRiPt:alert(1))',
  '[click](jav&#x61;script:alert(1))',
  '[click](&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1))',
  '[click](javascript&colon;alert(1))',
  '[click](<javascript:alert(1)>)',
  '[click]( javascript:alert(1))',
  '[click](vbscript:msgbox(1))',
  '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '![pic](data:image/png;base64,iVBORw0KGgo=)',
  '![pic](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
  '![pic](javascript:alert(1))',
  '![pic](http://insecure.example/pic.png)',
  '![pic](//evil.example/pic.png)',
  '[proto](//evil.example)',
  '[backslash](/\\evil.example)',
  '[file](file:///etc/passwd)',
  '<javascript:alert(1)>',
  '<data:text/html,<script>alert(1)</script>>',
  '<vbscript:msgbox(1)>',
  '[ref]\n\n[ref]: javascript:alert(1)',
  '[ref][x]\n\n[x]: data:text/html,hi',
  '<div onclick="alert(1)">**bold** [ok](https://example.com)</div>',
  '<details open ontoggle=alert(1)>\n\n*markdown inside html*\n\n</details>',
  '<a href="https://example.com">[inner](javascript:alert(1))</a>',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '&#60;img src=x onerror=alert(1)&#62;',
  '`<script>alert(1)</script>`',
  '```html" onmouseover="alert(1)\n<script>alert(1)</script>\n```',
  '    <script>alert(1)</script>',
  '[x](https://example.com "title\\" onmouseover=\\"alert(1)")',
  '![x" onerror="alert(1)](/ok.png)',
  '| a | b |\n|:-|-:|\n| <b onmouseover=alert(1)>x</b> | [y](javascript:alert(1)) |',
  '<style>body{display:none}</style>',
  '<!-- <script>alert(1)</script> -->',
  'www.example.com/<script>alert(1)</script>',
];

describe('renderMarkdown', () => {
  it.each(unsafeCorpus)('neutralises %j', (source) => {
    const html = renderMarkdown(source);
    expectSafe(html, source);
  });

  it('shows raw HTML from the source as text instead of markup', () => {
    expect(renderMarkdown('<script>alert(1)</script>')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n',
    );
    expect(renderMarkdown('<b>bold</b>')).toBe('<p>&lt;b&gt;bold&lt;/b&gt;</p>\n');
  });

  it('keeps the text of a link it refuses and the alt of an image it refuses', () => {
    expect(renderMarkdown('![a koi](http://insecure.example/koi.png)')).toBe('<p>a koi</p>\n');
    expect(renderMarkdown('[back](//evil.example)')).not.toContain('<a');
    expect(renderMarkdown('[back](//evil.example)')).toContain('back');
  });

  it('opens links to other sites in a new tab without referrer or endorsement', () => {
    expect(renderMarkdown('[X](https://x.com/guardians)')).toBe(
      '<p><a href="https://x.com/guardians" target="_blank" rel="noopener noreferrer nofollow">X</a></p>\n',
    );
    expect(renderMarkdown('see http://example.com')).toContain(
      '<a href="http://example.com" target="_blank" rel="noopener noreferrer nofollow">',
    );
  });

  it('keeps site links, mailto links and anchors in the same tab', () => {
    const html = renderMarkdown('[story](/story/powers) [mail](mailto:hello@guardians.example) [top](#top)');
    expect(html).toContain('<a href="/story/powers">story</a>');
    expect(html).toContain('<a href="mailto:hello@guardians.example">mail</a>');
    expect(html).toContain('<a href="#top">top</a>');
    expect(html).not.toContain('target=');
  });

  it('renders site and https images lazily', () => {
    expect(renderMarkdown('![koi](/editorial/story/koi.svg)')).toBe(
      '<p><img src="/editorial/story/koi.svg" alt="koi" loading="lazy"></p>\n',
    );
    expect(renderMarkdown('![koi](https://cdn.example/koi.png)')).toContain(
      'src="https://cdn.example/koi.png"',
    );
  });

  it('renders headings, lists, emphasis and typographic quotes', () => {
    const html = renderMarkdown('## Title\n\n- one\n- *two*\n\n"Quoted" -- yes');
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('<li><em>two</em></li>');
    expect(html).toContain('\u201cQuoted\u201d \u2013 yes');
  });
});

describe('markdownParagraphs', () => {
  it('turns the body into plain paragraphs without markup', () => {
    expect(
      markdownParagraphs(
        '# The leap\n\nShe *jumped*, and [the cloud](https://x.example)\nsplit.\n\n<b>raw</b>',
      ),
    ).toEqual(['The leap', 'She jumped, and the cloud split.', '<b>raw</b>']);
  });
});
