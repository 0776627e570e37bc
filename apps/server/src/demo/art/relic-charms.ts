import { between } from '../prng.ts';
import type { AccessoryPainter } from './art-types.ts';
import { gold, goldDark } from './palette.ts';
import { n } from './svg-text.ts';

export const relicCharms: Record<string, AccessoryPainter> = {
  none: () => ({}),
  'shimenawa-rope': ({ chest: { x, y, w } }) => {
    const left = x - w / 2 - 6;
    let shide = '';
    for (const dx of [0.25, 0.75]) {
      const sx = left + (w + 12) * dx;
      shide += `<path d="M${n(sx)} ${n(y + 4)}h8l-6 8h8l-6 8h8l-6 8"/>`;
    }
    return {
      front: `<path d="M${n(left)} ${n(y)}q${n(w / 2 + 6)} 12 ${n(w + 12)} 0" fill="none" stroke="#d8c08a" stroke-width="7" stroke-linecap="round"/><path d="M${n(left)} ${n(y)}q${n(w / 2 + 6)} 12 ${n(w + 12)} 0" fill="none" stroke="#8a6a3a" stroke-width="7" stroke-dasharray="3 4"/><g fill="none" stroke="#fff" stroke-width="2.5">${shide}</g>`,
    };
  },
  'ofuda-talisman': ({ side: { x, y } }) => ({
    front: `<g transform="rotate(8 ${n(x)} ${n(y)})"><rect x="${n(x - 8)}" y="${n(y - 28)}" width="16" height="50" fill="#f3ead2" stroke="${goldDark}"/><path d="M${n(x)} ${n(y - 22)}v10M${n(x - 4)} ${n(y - 8)}h8M${n(x)} ${n(y - 4)}v14" stroke="#b3122e" stroke-width="2"/><circle cx="${n(x)}" cy="${n(y + 14)}" r="3" fill="#b3122e"/></g>`,
  }),
  'silk-tassel': ({ side: { x, y } }) => ({
    front: `<path d="M${n(x)} ${n(y - 20)}v22" stroke="${gold}" stroke-width="2"/><circle cx="${n(x)}" cy="${n(y + 4)}" r="4" fill="${gold}"/><path d="M${n(x - 5)} ${n(y + 6)}h10l4 30h-18z" fill="#c81e36" stroke="#7a0a1e"/>`,
  }),
  'incense-smoke': ({ aura: { x, y } }, random) => {
    let wisps = '';
    for (const dx of [-50, 0, 48]) {
      const sx = x + dx + between(random, -6, 6);
      wisps += `<path d="M${n(sx)} 230c-12-20 12-40 0-60s12-40 0-60s10-34 ${n(between(random, -8, 8))}-50"/>`;
    }
    return {
      back: `<g fill="none" stroke="#cfd3e0" stroke-width="2.5" stroke-linecap="round" opacity=".35" transform="translate(0 ${n(y - 132)})">${wisps}</g>`,
    };
  },
  'prayer-beads': ({ chest: { x, y, w } }) => {
    let beads = '';
    for (let i = 0; i <= 10; i++) {
      const t = i / 10;
      beads += `<circle cx="${n(x - w / 2 + w * t)}" cy="${n(y + Math.sin(Math.PI * t) * 16)}" r="${i === 5 ? 5 : 3.5}" fill="${i === 5 ? gold : '#5a3420'}"/>`;
    }
    return { front: `<g stroke="#1a1008" stroke-width=".8">${beads}</g>` };
  },
};
