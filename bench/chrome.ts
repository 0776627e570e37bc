import { existsSync } from 'node:fs';

/** Headless Chromium as the repository's tests run it: no sandbox, GPU, QUIC or background traffic. */
export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** `CHROME_PATH`, else Debian's chromium on our machines; undefined lets the caller look elsewhere. */
export function chromePath(): string | undefined {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}
