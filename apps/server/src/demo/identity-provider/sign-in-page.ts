import type { SocialProvider } from '@guardians/shared';
import { HANDLE_RULE } from './identity-provider.ts';

const NAMES: Record<SocialProvider, string> = { twitter: 'X', discord: 'Discord' };

/** Handles offered with one click; any other can be typed. The demo X's recent search has posts by them. */
export const SUGGESTED: Record<SocialProvider, readonly string[]> = {
  twitter: ['guardian_fan', 'dragon_eye', 'koi_keeper', 'lore_master'],
  discord: ['guardian.fan', 'dragon.eye', 'koi.keeper', 'lore.master'],
};

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The demo pages' look (the demo X's compose page adds to it). */
export const STYLE = `
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #0f1115;
         color: #e8e6e3; font: 16px/1.5 system-ui, sans-serif; }
  main { width: min(420px, calc(100vw - 32px)); background: #181b22; border: 1px solid #2a2f3a;
         border-radius: 16px; padding: 28px; box-sizing: border-box; }
  h1 { font-size: 22px; margin: 0 0 4px; }
  .badge { display: inline-block; font-size: 12px; font-weight: 600; letter-spacing: .04em;
           text-transform: uppercase; color: #1b1300; background: #f5c451; border-radius: 999px;
           padding: 2px 10px; margin-bottom: 12px; }
  p { color: #b4b9c4; margin: 0 0 16px; }
  .handles { display: grid; grid-template-columns: 1fr 1fr; gap: 8px; margin-bottom: 20px; }
  button, input { font: inherit; border-radius: 10px; box-sizing: border-box; }
  .handles button { padding: 10px; background: #232834; color: #e8e6e3; border: 1px solid #343b4a;
                    cursor: pointer; text-align: left; overflow-wrap: anywhere; }
  .handles button:hover, .handles button:focus-visible { border-color: #f5c451; outline: none; }
  label { display: block; font-size: 14px; color: #b4b9c4; margin-bottom: 6px; }
  input { width: 100%; padding: 10px 12px; background: #0f1115; color: #e8e6e3; border: 1px solid #343b4a; }
  input:focus-visible { outline: 2px solid #f5c451; outline-offset: 1px; }
  .hint { font-size: 13px; margin: 6px 0 16px; }
  .error { color: #ff8a80; font-size: 14px; margin: 6px 0 0; }
  .actions { display: flex; gap: 8px; justify-content: flex-end; }
  .primary { padding: 10px 16px; background: #f5c451; color: #1b1300; border: 0; font-weight: 600; cursor: pointer; }
  .secondary { padding: 10px 16px; background: transparent; color: #e8e6e3; border: 1px solid #343b4a; cursor: pointer; }
`;

/**
 * The demo provider's consent page: pick a handle or type one. Marked as a demo everywhere it could be
 * mistaken for the real provider. `params` are the authorization request's, carried to the decision.
 */
export function signInPage(input: {
  provider: SocialProvider;
  action: string;
  params: Record<string, string>;
  handle?: string;
  error?: string;
}): string {
  const name = NAMES[input.provider];
  const hidden = Object.entries(input.params)
    .map(([key, value]) => `<input type="hidden" name="${escapeHtml(key)}" value="${escapeHtml(value)}">`)
    .join('');
  const suggestions = SUGGESTED[input.provider]
    .map(
      (handle) =>
        `<button type="submit" name="handle" value="${escapeHtml(handle)}">${input.provider === 'twitter' ? '@' : ''}${escapeHtml(handle)}</button>`,
    )
    .join('');
  const error = input.error
    ? `<p class="error" id="handle-error" role="alert">${escapeHtml(input.error)}</p>`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>Demo ${name} account — sign in</title>
<style>${STYLE}</style>
</head>
<body>
<main>
  <span class="badge">Demo</span>
  <h1>Demo ${name} account</h1>
  <p>This site runs without a real ${name} app, so this page stands in for ${name}. Nothing is sent to
  ${name}: choose any handle to link to your wallet.</p>
  <form method="post" action="${escapeHtml(input.action)}">
    ${hidden}
    <input type="hidden" name="decision" value="allow">
    <div class="handles" aria-label="Demo handles">${suggestions}</div>
  </form>
  <form method="post" action="${escapeHtml(input.action)}">
    ${hidden}
    <label for="handle">Or type a handle</label>
    <input id="handle" name="handle" autocomplete="off" required value="${escapeHtml(input.handle ?? '')}"
      ${input.error ? 'aria-invalid="true" aria-describedby="handle-error"' : ''}>
    ${error || `<p class="hint">${escapeHtml(HANDLE_RULE[input.provider])}.</p>`}
    <div class="actions">
      <button class="secondary" type="submit" name="decision" value="deny" formnovalidate>Cancel</button>
      <button class="primary" type="submit" name="decision" value="allow">Sign in as this handle</button>
    </div>
  </form>
</main>
</body>
</html>`;
}

/** A request the provider cannot send back to its client (no valid redirect): said on the page. */
export function refusalPage(provider: SocialProvider, message: string): string {
  const name = NAMES[provider];
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>Demo ${name} account — request refused</title><style>${STYLE}</style></head>
<body><main><span class="badge">Demo</span><h1>Demo ${name} account</h1>
<p>This sign-in request cannot be completed: ${escapeHtml(message)}.</p></main></body></html>`;
}
