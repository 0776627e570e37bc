import type { DemoCollection } from '@guardians/shared';
import { renderTokenSvg } from './art/render-token-svg.ts';
import { glow, linear, n } from './art/svg-text.ts';
import { type Random, seeded } from './prng.ts';

/** What one demo fan-art picture shows; the token's own art is drawn into it when one is given. */
export type FanArtScene =
  | { kind: 'portrait'; palette: Palette }
  | { kind: 'landscape'; stage: OdysseyStage }
  | { kind: 'poster'; palette: Palette };

type OdysseyStage = 'golden-temple' | 'mystic-forest' | 'mystic-river' | 'great-waterfall';
type Palette = 'dusk' | 'jade' | 'ember' | 'ink';

export interface FanArtPicture {
  scene: FanArtScene;
  width: number;
  height: number;
  /** The Guardian drawn, from the demo collection. */
  token: { collection: DemoCollection; tokenId: number } | null;
  signature: string;
  seed: string;
}

const PALETTES: Record<Palette, [string, string, string]> = {
  dusk: ['#2b1b4a', '#c0587a', '#f6c177'],
  jade: ['#0d2b26', '#2f8f6f', '#d8f3dc'],
  ember: ['#2a0c06', '#d1472a', '#ffd27a'],
  ink: ['#0b0d12', '#3a4a6b', '#e8e2d0'],
};

const STAGES: Record<OdysseyStage, { sky: [string, string]; hills: string[]; light: string }> = {
  'golden-temple': {
    sky: ['#f7c873', '#8a4a1c'],
    hills: ['#6b3a1a', '#4a2610', '#2a1508'],
    light: '#fff1c1',
  },
  'mystic-forest': {
    sky: ['#1f3b3a', '#071312'],
    hills: ['#123026', '#0b2119', '#05120d'],
    light: '#b8f5d0',
  },
  'mystic-river': { sky: ['#2c3e74', '#0a1230'], hills: ['#1b2a55', '#131e3f', '#0a1128'], light: '#cfe3ff' },
  'great-waterfall': {
    sky: ['#6fb3c9', '#1d4657'],
    hills: ['#2e5d4f', '#214438', '#142b24'],
    light: '#f2fbff',
  },
};

const between = (random: Random, low: number, high: number) => low + random() * (high - low);

/** Loose brush marks: what makes a flat gradient read as a painting. */
function strokes(random: Random, w: number, h: number, colours: readonly string[], count: number): string {
  let marks = '';
  for (let i = 0; i < count; i++) {
    const colour = colours[i % colours.length];
    marks += `<ellipse cx="${n(random() * w)}" cy="${n(random() * h)}" rx="${n(between(random, 0.05, 0.3) * w)}" ry="${n(between(random, 0.01, 0.05) * h)}" transform="rotate(${n(between(random, -35, 35))})" fill="${colour}" opacity="${n(between(random, 0.06, 0.22))}"/>`;
  }
  return marks;
}

/** A mountain ridge across the width, `base` from the top, as a closed path. */
function ridge(random: Random, w: number, h: number, base: number, rough: number, colour: string): string {
  let d = `M0 ${n(h)} L0 ${n(base)}`;
  const steps = 9;
  for (let i = 1; i <= steps; i++) d += ` L${n((w * i) / steps)} ${n(base - random() * rough)}`;
  return `<path d="${d} L${n(w)} ${n(h)}Z" fill="${colour}"/>`;
}

/** The token's own picture, placed as a square of `size` at (x, y). */
function tokenArt(picture: FanArtPicture, x: number, y: number, size: number): string {
  if (!picture.token) return '';
  const svg = renderTokenSvg(picture.token.collection, picture.token.tokenId, Math.round(size));
  return `<g transform="translate(${n(x)} ${n(y)})">${svg}</g>`;
}

function signature(picture: FanArtPicture, colour: string): string {
  const size = Math.round(Math.min(picture.width, picture.height) * 0.035);
  return `<text x="${n(picture.width - size)}" y="${n(picture.height - size)}" text-anchor="end" font-family="serif" font-style="italic" font-size="${size}" fill="${colour}" opacity=".8">${picture.signature}</text>`;
}

function portrait(picture: FanArtPicture, palette: Palette, random: Random): string {
  const { width: w, height: h } = picture;
  const [deep, mid, light] = PALETTES[palette];
  const side = w * 0.78;
  const frame = Math.round(w * 0.03);
  return `<defs>${linear('fa-bg', [light, mid, deep])}${glow('fa-halo', light, 0.7)}</defs>
<rect width="${w}" height="${h}" fill="url(#fa-bg)"/>${strokes(random, w, h, [light, deep, mid], 40)}
<circle cx="${n(w / 2)}" cy="${n(h * 0.42)}" r="${n(w * 0.5)}" fill="url(#fa-halo)"/>
${tokenArt(picture, (w - side) / 2, h * 0.42 - side / 2, side)}
<rect x="${frame / 2}" y="${frame / 2}" width="${w - frame}" height="${h - frame}" fill="none" stroke="${deep}" stroke-width="${frame}"/>
${signature(picture, light)}`;
}

function landscape(picture: FanArtPicture, stage: OdysseyStage, random: Random): string {
  const { width: w, height: h } = picture;
  const look = STAGES[stage];
  const sun = `<circle cx="${n(between(random, 0.2, 0.8) * w)}" cy="${n(h * 0.28)}" r="${n(h * 0.1)}" fill="${look.light}" opacity=".9"/>`;
  const hills = look.hills
    .map((colour, i) => ridge(random, w, h, h * (0.5 + i * 0.12), h * 0.18, colour))
    .join('');
  const water =
    stage === 'great-waterfall'
      ? `<rect x="${n(w * 0.44)}" y="${n(h * 0.35)}" width="${n(w * 0.12)}" height="${n(h * 0.65)}" fill="${look.light}" opacity=".75"/>`
      : stage === 'mystic-river'
        ? `<path d="M${n(w * 0.35)} ${h} C${n(w * 0.45)} ${n(h * 0.8)} ${n(w * 0.6)} ${n(h * 0.75)} ${n(w * 0.52)} ${n(h * 0.62)} L${n(w * 0.58)} ${n(h * 0.62)} C${n(w * 0.7)} ${n(h * 0.78)} ${n(w * 0.6)} ${n(h * 0.9)} ${n(w * 0.75)} ${h}Z" fill="${look.light}" opacity=".55"/>`
        : stage === 'golden-temple'
          ? `<g fill="${look.hills[2]}"><rect x="${n(w * 0.62)}" y="${n(h * 0.4)}" width="${n(w * 0.16)}" height="${n(h * 0.3)}"/><path d="M${n(w * 0.58)} ${n(h * 0.42)} L${n(w * 0.7)} ${n(h * 0.3)} L${n(w * 0.82)} ${n(h * 0.42)}Z"/></g>`
          : Array.from({ length: 14 }, () => {
              const x = random() * w;
              const top = h * between(random, 0.4, 0.6);
              return `<path d="M${n(x)} ${n(top)} l${n(w * 0.03)} ${n(h * 0.25)} h${n(-w * 0.06)}Z" fill="${look.hills[2]}"/>`;
            }).join('');
  const figure = picture.token ? tokenArt(picture, w * 0.08, h * 0.42, h * 0.5) : '';
  return `<defs>${linear('fa-sky', look.sky)}</defs><rect width="${w}" height="${h}" fill="url(#fa-sky)"/>${sun}${strokes(random, w, h * 0.5, [look.light], 18)}${hills}${water}${figure}${signature(picture, look.light)}`;
}

function poster(picture: FanArtPicture, palette: Palette, random: Random): string {
  const { width: w, height: h } = picture;
  const [deep, mid, light] = PALETTES[palette];
  let dots = '';
  const step = w / 18;
  for (let x = step / 2; x < w; x += step) {
    for (let y = step / 2; y < h; y += step) {
      const r = (step / 2) * (0.2 + 0.8 * Math.abs(Math.sin((x + y) / (w * 0.15) + random() * 0.3)));
      dots += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}"/>`;
    }
  }
  const side = Math.min(w, h) * 0.62;
  return `<rect width="${w}" height="${h}" fill="${deep}"/><g fill="${mid}" opacity=".55">${dots}</g>
<rect x="${n((w - side) / 2 - 14)}" y="${n((h - side) / 2 - 14)}" width="${n(side + 28)}" height="${n(side + 28)}" fill="${light}" transform="rotate(${n(between(random, -6, 6))} ${n(w / 2)} ${n(h / 2)})"/>
${tokenArt(picture, (w - side) / 2, (h - side) / 2, side)}${signature(picture, light)}`;
}

/** The picture as SVG: our own markup only (no scripts, no external references), for sharp to rasterise. */
export function renderFanArtSvg(picture: FanArtPicture): string {
  const random = seeded('demo-fan-art', picture.seed);
  const { scene } = picture;
  const body =
    scene.kind === 'portrait'
      ? portrait(picture, scene.palette, random)
      : scene.kind === 'landscape'
        ? landscape(picture, scene.stage, random)
        : poster(picture, scene.palette, random);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${picture.width}" height="${picture.height}" viewBox="0 0 ${picture.width} ${picture.height}">${body}</svg>`;
}
