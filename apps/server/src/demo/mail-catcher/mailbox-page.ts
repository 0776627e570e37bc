import type { CaughtMail } from '../../infra/mail/mail-catcher.ts';
import { escapeHtml, STYLE } from '../identity-provider/sign-in-page.ts';

const MAILBOX_STYLE = `
  body { padding: 16px 0; box-sizing: border-box; place-items: start center; }
  main { width: min(720px, calc(100vw - 32px)); }
  a { color: #f5c451; }
  ul.mails { list-style: none; margin: 0 0 16px; padding: 0; display: grid; gap: 8px; }
  ul.mails a { display: grid; gap: 2px; padding: 12px 14px; border: 1px solid #343b4a; border-radius: 10px;
               background: #232834; color: #e8e6e3; text-decoration: none; }
  ul.mails a:hover, ul.mails a:focus-visible { border-color: #f5c451; outline: none; }
  .subject { font-weight: 600; overflow-wrap: anywhere; }
  .meta { font-size: 13px; color: #b4b9c4; overflow-wrap: anywhere; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 12px; margin: 0 0 16px; font-size: 14px; }
  dt { color: #b4b9c4; } dd { margin: 0; overflow-wrap: anywhere; }
  .body { white-space: pre-wrap; overflow-wrap: anywhere; background: #0f1115; border: 1px solid #343b4a;
          border-radius: 10px; padding: 14px; margin: 0 0 16px; }
  .empty { border: 1px dashed #343b4a; border-radius: 10px; padding: 16px; }
  .actions a { text-decoration: none; display: inline-block; }
`;

/** The text escaped, its http(s) links made links; nothing else becomes markup. */
function linkedText(text: string): string {
  let html = '';
  let done = 0;
  for (const match of text.matchAll(/https?:\/\/[^\s<>"']+/g)) {
    const href = escapeHtml(match[0]);
    html += `${escapeHtml(text.slice(done, match.index))}<a href="${href}">${href}</a>`;
    done = match.index + match[0].length;
  }
  return html + escapeHtml(text.slice(done));
}

function document(title: string, main: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>${escapeHtml(title)}</title>
<style>${STYLE}${MAILBOX_STYLE}</style>
</head>
<body>
<main>
  <span class="badge">Demo</span>
${main}
</main>
</body>
</html>`;
}

const when = (date: Date) => date.toISOString().replace('T', ' ').slice(0, 19);

/**
 * The demo mailbox: every message the site sent while it runs, newest first. Server-rendered, no
 * script; a reload shows what arrived since.
 */
export function mailboxPage(mails: readonly CaughtMail[], path: string): string {
  const items = mails
    .map(
      (mail) => `<li><a href="${escapeHtml(`${path}/${mail.id}`)}">
      <span class="subject">${escapeHtml(mail.subject)}</span>
      <span class="meta">To ${escapeHtml(mail.to.join(', '))} · ${when(mail.receivedAt)} UTC</span>
    </a></li>`,
    )
    .join('');
  return document(
    'Demo mailbox',
    `  <h1>Demo mailbox</h1>
  <p>This demo sends no mail out. The site hands its mail to its own SMTP server, which keeps it here
  (in memory, until the site stops). Open a message to follow its links.</p>
  ${mails.length ? `<ul class="mails" aria-label="Messages">${items}</ul>` : '<p class="empty">No mail yet. Sign up for the newsletter on the <a href="/">home page</a>, then reload this page.</p>'}
  <div class="actions"><a class="secondary" href="/">Back to the site</a><a class="primary" href="${escapeHtml(path)}">Reload</a></div>`,
  );
}

/** One message: its envelope and its text, links clickable. */
export function mailPage(mail: CaughtMail, path: string): string {
  return document(
    `${mail.subject} · Demo mailbox`,
    `  <h1>${escapeHtml(mail.subject)}</h1>
  <dl>
    <dt>From</dt><dd>${escapeHtml(mail.from)}</dd>
    <dt>To</dt><dd>${escapeHtml(mail.to.join(', '))}</dd>
    <dt>Received</dt><dd>${when(mail.receivedAt)} UTC</dd>
  </dl>
  <div class="body">${linkedText(mail.text)}</div>
  <div class="actions"><a class="secondary" href="${escapeHtml(path)}">All messages</a></div>`,
  );
}
