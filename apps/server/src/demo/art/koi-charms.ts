import type { AccessoryPainter } from './art-types.ts';
import { gold, goldDark, goldLight } from './palette.ts';
import { glow, n } from './svg-text.ts';

/** Charms in the koi's own (rotated) space: `head` is the mouth, `side` the tail root. */
export const koiCharms: Record<string, AccessoryPainter> = {
  none: () => ({}),
  pearl: ({ head: { x, y } }) => ({
    front: `<defs>${glow('pg', '#fff', 0.7)}<radialGradient id="pl" cx=".35" cy=".35"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#b9c3da"/></radialGradient></defs><circle cx="${n(x)}" cy="${n(y - 18)}" r="20" fill="url(#pg)"/><circle cx="${n(x)}" cy="${n(y - 18)}" r="8" fill="url(#pl)"/>`,
  }),
  'lotus-blossom': ({ side: { x, y } }) => {
    let petals = '';
    for (const a of [-60, -30, 0, 30, 60]) {
      petals += `<path d="M0 0C-7-10-5-20 0-26 5-20 7-10 0 0z" transform="rotate(${a})"/>`;
    }
    return {
      back: `<g transform="translate(${n(x + 38)} ${n(y - 8)})"><ellipse cy="3" rx="24" ry="7" fill="#123d24" stroke="#1f5a36"/><g fill="#ff9ec4" stroke="#c2577f" stroke-width=".8">${petals}</g><circle cy="-4" r="3.5" fill="${goldLight}"/></g>`,
    };
  },
  'temple-bell': ({ chest: { x, y, w } }) => ({
    front: `<path d="M${n(x - w / 2)} ${n(y)}q${n(w / 2)} 12 ${n(w)} 0" fill="none" stroke="#c81e36" stroke-width="2.5"/><g transform="translate(${n(x)} ${n(y + 10)})"><path d="M-6 10c0-10 2-14 6-14s6 4 6 14z" fill="${gold}" stroke="${goldDark}"/><circle cy="12" r="2" fill="${goldDark}"/></g>`,
  }),
  'gold-whiskers': ({ head: { x, y } }) => ({
    front: `<g fill="none" stroke="${gold}" stroke-width="2" stroke-linecap="round"><path d="M${n(x - 5)} ${n(y + 6)}c-16-4-30 6-34 22s-14 20-22 16"/><path d="M${n(x + 5)} ${n(y + 6)}c16-4 30 6 34 22s14 20 22 16"/></g>`,
  }),
  'silk-ribbon': ({ side: { x, y } }) => ({
    back: `<g fill="none" stroke-linecap="round" stroke-width="4"><path d="M${n(x)} ${n(y)}c-20 14 10 30-10 46" stroke="#c81e36"/><path d="M${n(x)} ${n(y)}c20 14-8 32 14 44" stroke="#e84a62"/></g>`,
  }),
  'dragon-crown': ({ head: { x, y } }) => ({
    front: `<g transform="translate(${n(x)} ${n(y + 14)})"><path d="M-6 0C-14-8-18-18-16-28-10-20-6-12 0-6 6-12 10-20 16-28 18-18 14-8 6 0z" fill="${gold}" stroke="${goldLight}"/><circle cy="-2" r="3" fill="#ff3b4f"/></g>`,
  }),
};
