import type { Anchors } from './art-types.ts';
import { elementColours, gold } from './palette.ts';
import { n } from './svg-text.ts';

/** Glyph paths in a 20-unit box centred on 0,0. */
const glyphs: Record<string, string> = {
  water: '<path d="M0-8C5-2 6 1 6 3.5a6 6 0 0 1-12 0C-6 1-5-2 0-8z"/>',
  fire: '<path d="M0-9C4-4 7 0 5.5 4.5a5.8 5.8 0 0 1-11 0C-6.5 1-3.5-1-2-4c0 3 1.5 4 2.5 4C2-3 1.5-6 0-9z"/>',
  wood: '<path d="M-6 7C-7-2-1-8 7-8 7 1 1 7-6 7z"/><path d="M-6 7 4-4" stroke="#07080b" stroke-width="1.2"/>',
  metal: '<path d="M0-9 5 0 0 9-5 0z"/><path d="M0-9V9" stroke="#07080b" stroke-width="1"/>',
  earth: '<path d="M-9 6-2-5l3 5 3-4L9 6z"/>',
  lightning: '<path d="M2-9-5 1h4.5L-2 9 5-2H.5z"/>',
  void: '<circle r="6" fill="none" stroke-width="2.4"/><circle r="1.8"/>',
};

/** A dark medallion, ringed in gold, with the element's glyph. */
export function paintElement(key: string, anchors: Anchors): string {
  const glyph = glyphs[key];
  const colour = elementColours[key];
  if (!glyph || !colour) throw new Error(`No element art for '${key}'`);
  const { x, y, r } = anchors.glyph;
  const scale = n((r * 0.8) / 10);
  return `<g transform="translate(${n(x)} ${n(y)})"><circle r="${n(r)}" fill="#0b0a12" stroke="${gold}" stroke-width="1.6"/><g fill="${colour}" stroke="${colour}" transform="scale(${scale})">${glyph}</g></g>`;
}
