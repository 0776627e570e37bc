import { HANDLE_RULE } from '../identity-provider/identity-provider.ts';
import { escapeHtml, STYLE, SUGGESTED } from '../identity-provider/sign-in-page.ts';
import { DEMO_X_PICTURES } from './demo-x-pictures.ts';
import type { DemoXPost } from './demo-x-posts.ts';

const COMPOSE_STYLE = `
  body { padding: 16px 0; box-sizing: border-box; }
  main { width: min(600px, calc(100vw - 32px)); }
  textarea { font: inherit; width: 100%; min-height: 96px; padding: 10px 12px; box-sizing: border-box;
             background: #0f1115; color: #e8e6e3; border: 1px solid #343b4a; border-radius: 10px; resize: vertical; }
  textarea:focus-visible { outline: 2px solid #f5c451; outline-offset: 1px; }
  fieldset { border: 0; padding: 0; margin: 0 0 16px; }
  legend { font-size: 14px; color: #b4b9c4; margin-bottom: 6px; padding: 0; }
  .pictures { display: grid; grid-template-columns: repeat(auto-fill, minmax(120px, 1fr)); gap: 8px; }
  .picture { display: grid; gap: 6px; padding: 6px; border: 1px solid #343b4a; border-radius: 10px;
             background: #232834; cursor: pointer; font-size: 13px; color: #e8e6e3; margin: 0; }
  .picture img { width: 100%; height: 96px; object-fit: cover; border-radius: 6px; display: block; }
  .picture input { position: absolute; opacity: 0; width: 1px; height: 1px; }
  .picture:has(input:checked) { border-color: #f5c451; box-shadow: 0 0 0 1px #f5c451; }
  .picture:has(input:focus-visible) { outline: 2px solid #f5c451; outline-offset: 1px; }
  .notice { background: #1d2a1f; border: 1px solid #2f5a36; border-radius: 10px; padding: 12px; color: #cfe8d2;
            margin-bottom: 16px; }
  .notice p { color: inherit; margin: 0 0 6px; } .notice p:last-child { margin: 0; }
  a { color: #f5c451; }
  a.secondary { text-decoration: none; display: inline-block; }
  .field { margin-bottom: 16px; }
`;

/** What the page says after a post, and what it asks again after a refused one. */
export interface ComposePageInput {
  /** Where the form posts (the stand-in's compose path). */
  action: string;
  /** Where the stand-in serves a picture by name: `${mediaPath}/${name}.png`. */
  mediaPath: string;
  /** The contest hashtag, without '#', prefilled in the text. */
  hashtag: string;
  /** How often the site reads recent search; 0: only when an administrator asks. */
  intervalSeconds: number;
  /** The post just made. */
  posted?: DemoXPost;
  /** A refused form: its values and the sentence saying why. */
  form?: { handle?: string; text?: string; picture?: string };
  error?: { field: 'handle' | 'text' | 'picture'; message: string };
}

function postedNotice(post: DemoXPost, input: ComposePageInput): string {
  const carries = new RegExp(`#${input.hashtag}(?![\\p{L}\\p{N}_])`, 'iu').test(post.text);
  const when =
    input.intervalSeconds > 0
      ? `The site reads the demo X's recent search every ${input.intervalSeconds} seconds: within about that, your picture is in the <a href="/gallery">gallery</a>.`
      : `An administrator's ingestion pass (<code>POST /api/admin/gallery/ingest</code>) brings it to the <a href="/gallery">gallery</a>.`;
  const reach = carries
    ? when
    : `It does not carry #${escapeHtml(input.hashtag)}, so the contest's search will not find it.`;
  return `<div class="notice" role="status"><p>Posted as @${escapeHtml(post.author.username)}.</p><p>${reach}</p></div>`;
}

/**
 * The demo X's compose page: a handle, the text (hashtag prefilled) and one of the demo's pictures.
 * Marked as a demo; nothing goes to X. Server-rendered, no script.
 */
export function composePage(input: ComposePageInput): string {
  // After a post the handle stays, for the next one.
  const form = input.form ?? (input.posted ? { handle: input.posted.author.username } : {});
  const error = (field: 'handle' | 'text' | 'picture') =>
    input.error?.field === field
      ? `<p class="error" id="${field}-error" role="alert">${escapeHtml(input.error.message)}</p>`
      : '';
  const invalid = (field: 'handle' | 'text' | 'picture') =>
    input.error?.field === field ? ` aria-invalid="true" aria-describedby="${field}-error"` : '';
  const handles = SUGGESTED.twitter.map((handle) => `<option value="${escapeHtml(handle)}">`).join('');
  const pictures = DEMO_X_PICTURES.map(
    (picture) => `<label class="picture">
      <input type="radio" name="picture" value="${escapeHtml(picture.name)}" required${form.picture === picture.name ? ' checked' : ''}>
      <img src="${escapeHtml(`${input.mediaPath}/${picture.name}.png`)}" alt="" width="${picture.width}" height="${picture.height}" loading="lazy">
      <span>${escapeHtml(picture.label)}</span>
    </label>`,
  ).join('');
  const text = form.text ?? `#${input.hashtag}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>Demo X — post fan art</title>
<style>${STYLE}${COMPOSE_STYLE}</style>
</head>
<body>
<main>
  <span class="badge">Demo</span>
  <h1>Post on the demo X</h1>
  <p>This site runs without X's API, so this page stands in for posting on X. Nothing is sent to X: the
  post goes to the demo's own recent search, where the site finds posts with #${escapeHtml(input.hashtag)}
  and a picture and adds them to the gallery.</p>
  ${input.posted ? postedNotice(input.posted, input) : ''}
  <form method="post" action="${escapeHtml(input.action)}">
    <div class="field">
      <label for="handle">Post as</label>
      <input id="handle" name="handle" list="demo-handles" autocomplete="off" required placeholder="guardian_fan"
        value="${escapeHtml(form.handle ?? '')}"${invalid('handle')}>
      <datalist id="demo-handles">${handles}</datalist>
      ${error('handle') || `<p class="hint">${escapeHtml(HANDLE_RULE.twitter)}. Link the same handle on the site to be credited.</p>`}
    </div>
    <div class="field">
      <label for="text">Text</label>
      <textarea id="text" name="text"${invalid('text')}>${escapeHtml(text)}</textarea>
      ${error('text')}
    </div>
    <fieldset${invalid('picture')}>
      <legend>Picture</legend>
      <div class="pictures">${pictures}</div>
      ${error('picture')}
    </fieldset>
    <div class="actions">
      <a class="secondary" href="/gallery">Go to the gallery</a>
      <button class="primary" type="submit">Post</button>
    </div>
  </form>
</main>
</body>
</html>`;
}
