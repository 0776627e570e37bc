import type { Anchors } from './art-types.ts';
import { gemColours, goldDark, goldLight } from './palette.ts';
import { glow, n } from './svg-text.ts';

/** Eye shapes in a unit box about 16 wide; the pupil is drawn in ink over the iris. */
const ALMOND = 'M-8 0Q0-6.5 8 0Q0 6.5-8 0z';
const SLIT = '<ellipse rx="1.3" ry="4" fill="#07080b"/>';
const ROUND = '<circle r="2.6" fill="#07080b"/>';

function pupil(key: string): string {
  if (key === 'ember' || key === 'gold' || key === 'crimson') return SLIT;
  if (key === 'void') return '<circle r="1.6" fill="#fff"/>';
  if (key === 'moonlight') return '';
  return ROUND;
}

function oneEye(key: string, colour: string): string {
  if (key === 'serene') {
    return `<path d="M-8-1q8 7 16 0" fill="none" stroke="${colour}" stroke-width="2.2" stroke-linecap="round"/>`;
  }
  const fill = key === 'void' ? '#07080b' : colour;
  const rim = key === 'void' ? ` stroke="${colour}" stroke-width="1.5"` : '';
  return `<circle r="13" fill="url(#eg)"/><path d="${ALMOND}" fill="${fill}"${rim}/>${pupil(key)}`;
}

/** A cut gem with a gold bezel: the relics' inlay, one per relic. */
function gem(colour: string, size: number): string {
  const r = 7 * size;
  return `<defs><radialGradient id="gm" cx=".35" cy=".35"><stop offset="0" stop-color="#fff"/><stop offset=".35" stop-color="${colour}"/><stop offset="1" stop-color="#111"/></radialGradient></defs><circle r="${n(r * 2.2)}" fill="url(#eg)"/><circle r="${n(r + 2)}" fill="${goldDark}" stroke="${goldLight}" stroke-width="1"/><circle r="${n(r)}" fill="url(#gm)"/>`;
}

/** The eyes (or the inlaid gem) at the body's eye anchor. */
export function paintEyes(key: string, anchors: Anchors): string {
  const colour = gemColours[key];
  if (!colour) throw new Error(`No eye art for '${key}'`);
  const { x, y, gap, size, tilt = 0 } = anchors.eyes;
  const defs = `<defs>${glow('eg', colour, key === 'serene' ? 0 : 0.55)}</defs>`;
  if (gap === 0) return `${defs}<g transform="translate(${n(x)} ${n(y)})">${gem(colour, size)}</g>`;
  // Crimson eyes slant inward: the one fierce look in the set.
  const slant = key === 'crimson' ? 14 : tilt;
  const socket = anchors.eyes.socket ? '<ellipse rx="10" ry="8" fill="#07080b"/>' : '';
  const eye = socket + oneEye(key, colour);
  const at = (dx: number, sign: number) =>
    `<g transform="translate(${n(x + dx)} ${n(y)}) rotate(${sign * slant}) scale(${size})">${eye}</g>`;
  return `${defs}${at(-gap / 2, 1)}${at(gap / 2, -1)}`;
}
