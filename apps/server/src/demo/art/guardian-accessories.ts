import type { AccessoryPainter } from './art-types.ts';
import { gold, goldDark, goldLight, koi, koiLight } from './palette.ts';
import { glow, n } from './svg-text.ts';

/** Weapons are carried behind the body; things worn or held are drawn in front. */
export const guardianAccessories: Record<string, AccessoryPainter> = {
  none: () => ({}),
  katana: () => ({
    back: `<path d="M44 246L176 100" stroke="#dfe6ef" stroke-width="5" stroke-linecap="round"/><path d="M44 246L176 100" stroke="#7d8896" stroke-width="1.2"/><ellipse cx="178" cy="98" rx="9" ry="4" transform="rotate(-48 178 98)" fill="${gold}"/><path d="M181 95l22-25" stroke="#1a1220" stroke-width="6" stroke-linecap="round"/><path d="M184 92l16-18" stroke="${koi}" stroke-width="2" stroke-dasharray="3 3"/>`,
  }),
  'paper-lantern': ({ side: { x, y } }) => ({
    front: `<defs>${glow('lg', koiLight, 0.6)}</defs><circle cx="${n(x)}" cy="${n(y + 6)}" r="34" fill="url(#lg)"/><path d="M${n(x)} ${n(y - 40)}v18" stroke="${goldDark}" stroke-width="2"/><ellipse cx="${n(x)}" cy="${n(y + 6)}" rx="17" ry="23" fill="${koi}" stroke="#7a1606"/><path d="M${n(x - 16)} ${n(y - 2)}h32M${n(x - 17)} ${n(y + 6)}h34M${n(x - 16)} ${n(y + 14)}h32" stroke="#b33a10"/><rect x="${n(x - 8)}" y="${n(y - 20)}" width="16" height="5" fill="#1a1220"/><rect x="${n(x - 8)}" y="${n(y + 27)}" width="16" height="5" fill="#1a1220"/>`,
  }),
  'war-fan': ({ side: { x, y } }) => {
    let ribs = '';
    for (let a = -70; a <= 70; a += 20) ribs += `<path d="M0 0L0-40" transform="rotate(${a})"/>`;
    return {
      front: `<g transform="translate(${n(x - 6)} ${n(y + 18)}) rotate(-20)"><path d="M0 0L-37.6-13.7A40 40 0 0 1 37.6-13.7z" fill="#a3122e" stroke="${gold}" stroke-width="1.5"/><circle cx="0" cy="-22" r="7" fill="${goldLight}"/><g stroke="${goldDark}" stroke-width="1">${ribs}</g><circle r="3" fill="${gold}"/></g>`,
    };
  },
  spear: () => ({
    back: `<path d="M210 256V52" stroke="#5a3a1e" stroke-width="5"/><path d="M210 14c8 14 8 28 0 40-8-12-8-26 0-40z" fill="#dfe6ef" stroke="#7d8896"/><path d="M202 56h16" stroke="${gold}" stroke-width="4"/><path d="M206 58l-6 24M210 58v26M214 58l6 24" stroke="#c81e36" stroke-width="2.5"/>`,
  }),
  'prayer-beads': ({ chest: { x, y, w } }) => {
    let beads = '';
    for (let i = 0; i <= 12; i++) {
      const t = i / 12;
      const bx = x - w / 2 + w * t;
      const by = y + Math.sin(Math.PI * t) * 22;
      beads += `<circle cx="${n(bx)}" cy="${n(by)}" r="${i === 6 ? 6 : 4}" fill="${i === 6 ? gold : '#5a3420'}"/>`;
    }
    return { front: `<g stroke="#1a1008" stroke-width=".8">${beads}</g>` };
  },
  'koi-banner': () => ({
    back: `<path d="M40 256V26" stroke="#5a3a1e" stroke-width="4"/><circle cx="40" cy="24" r="4" fill="${gold}"/><path d="M42 34c30-6 60 0 80 10-4 6-4 14 0 20-20 10-50 12-80 6z" fill="${koi}" stroke="#7a1606"/><path d="M58 42q6 10 0 20M74 40q6 12 0 24M90 42q6 10 0 22" fill="none" stroke="${koiLight}" stroke-width="2"/><circle cx="50" cy="48" r="4" fill="#fff"/><circle cx="50" cy="48" r="2" fill="#07080b"/>`,
  }),
  bow: () => ({
    back: `<path d="M62 30C18 90 18 190 62 250" fill="none" stroke="#6b3a1e" stroke-width="6" stroke-linecap="round"/><path d="M62 30C18 90 18 190 62 250" fill="none" stroke="${gold}" stroke-width="1.2" stroke-dasharray="6 10"/><path d="M62 30V250" stroke="#e8e0cc" stroke-width="1"/>`,
  }),
  'dragon-crown': ({ head: { x, y } }) => ({
    front: `<g transform="translate(${n(x)} ${n(y)})"><path d="M-24 4l-4-26 12 12 6-18 10 16 10-16 6 18 12-12-4 26z" fill="${gold}" stroke="${goldLight}" stroke-width="1.2"/><path d="M-24 4h48" stroke="${goldDark}" stroke-width="3"/><circle cy="-6" r="4" fill="#ff3b4f" stroke="${goldLight}"/></g>`,
  }),
};
