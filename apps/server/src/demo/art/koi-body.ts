import { between, type Random } from '../prng.ts';
import type { Anchors, BodyPainter, Point } from './art-types.ts';
import { gold, goldDark, koi, koiLight } from './palette.ts';
import { linear, n } from './svg-text.ts';

/** Half-width of the koi along its spine (t from the mouth at 0 to the tail root at 0.9). */
const PROFILE: Array<[number, number]> = [
  [0, 0],
  [0.03, 11],
  [0.1, 20],
  [0.22, 26],
  [0.34, 27],
  [0.48, 23],
  [0.62, 16],
  [0.76, 9],
  [0.9, 4],
];

interface Koi {
  at(t: number): Point;
  normal(t: number): Point;
  width(t: number): number;
}

/** A koi from above, swimming up, its tail swung by `bend` (-1..1). */
function koiShape(bend: number): Koi {
  const at = (t: number) => ({ x: 128 + bend * 34 * t * t, y: 40 + 170 * t });
  return {
    at,
    normal(t) {
      const a = at(t - 0.01);
      const b = at(t + 0.01);
      const len = Math.hypot(b.x - a.x, b.y - a.y);
      return { x: (b.y - a.y) / len, y: -(b.x - a.x) / len };
    },
    width(t) {
      for (let i = 1; i < PROFILE.length; i++) {
        const [t1, w1] = PROFILE[i] as [number, number];
        const [t0, w0] = PROFILE[i - 1] as [number, number];
        if (t <= t1) return w0 + ((w1 - w0) * (t - t0)) / (t1 - t0);
      }
      return 4;
    },
  };
}

function offset(k: Koi, t: number, side: number): Point {
  const p = k.at(t);
  const nrm = k.normal(t);
  const w = k.width(t) * side;
  return { x: p.x + nrm.x * w, y: p.y + nrm.y * w };
}

/** A closed, smooth outline through `points` (Catmull-Rom turned into cubic Béziers). */
function smooth(points: Point[]): string {
  const p = (i: number) => points[(i + points.length) % points.length] as Point;
  let d = `M${n(p(0).x)} ${n(p(0).y)}`;
  for (let i = 0; i < points.length; i++) {
    const [a, b, c, e] = [p(i - 1), p(i), p(i + 1), p(i + 2)];
    d += `C${n(b.x + (c.x - a.x) / 6)} ${n(b.y + (c.y - a.y) / 6)} ${n(c.x - (e.x - b.x) / 6)} ${n(c.y - (e.y - b.y) / 6)} ${n(c.x)} ${n(c.y)}`;
  }
  return `${d}z`;
}

interface Variety {
  base: string;
  /** Patches: colour, how many, radius range, spine range; placed by the token's own random. */
  patches: Array<[string, number, number, number, number, number]>;
  scales?: string;
}

const varieties: Record<string, Variety> = {
  kohaku: { base: '#f4efe6', patches: [['#e0401c', 3, 9, 15, 0.08, 0.7]] },
  showa: {
    base: '#17141c',
    patches: [
      ['#e0401c', 3, 10, 15, 0.06, 0.7],
      ['#f4efe6', 2, 5, 9, 0.2, 0.7],
    ],
  },
  sanke: {
    base: '#f4efe6',
    patches: [
      ['#e0401c', 3, 8, 13, 0.1, 0.7],
      ['#17141c', 4, 2, 4, 0.2, 0.8],
    ],
  },
  ogon: { base: 'url(#og)', patches: [], scales: '#fff3c4' },
  asagi: { base: '#8fb0c8', patches: [['#f06a2a', 4, 6, 9, 0.15, 0.7]], scales: '#3e5f78' },
  tancho: { base: '#f6f2ea', patches: [] },
  bekko: { base: '#f4efe6', patches: [['#17141c', 6, 3, 6, 0.15, 0.8]] },
  'dragon-scale': { base: '#164a4c', patches: [['#0b2a2c', 2, 8, 12, 0.2, 0.7]], scales: gold },
};

function patchesFor(k: Koi, variety: Variety, random: Random): string {
  let svg = '';
  for (const [colour, count, r0, r1, t0, t1] of variety.patches) {
    for (let i = 0; i < count; i++) {
      const t = between(random, t0, t1);
      const c = offset(k, t, between(random, -0.7, 0.7));
      const r = between(random, r0, r1);
      svg += `<ellipse cx="${n(c.x)}" cy="${n(c.y)}" rx="${n(r)}" ry="${n(r * 1.3)}" fill="${colour}"/>`;
    }
  }
  return svg;
}

/** Pectoral fins and the two-lobed tail, drawn behind the body. */
function fins(k: Koi): string {
  const fin = (side: number) => {
    const root = offset(k, 0.15, side * 0.85);
    const tip = offset(k, 0.3, side * 1.75);
    const back = offset(k, 0.27, side * 0.85);
    return `<path d="M${n(root.x)} ${n(root.y)}Q${n(tip.x)} ${n(root.y)} ${n(tip.x)} ${n(tip.y)}Q${n(tip.x - side * 6)} ${n(back.y)} ${n(back.x)} ${n(back.y)}z"/>`;
  };
  const root = k.at(0.86);
  const l = offset(k, 1.08, -7);
  const r = offset(k, 1.08, 7);
  const mid = k.at(1);
  const tail = `<path d="M${n(root.x)} ${n(root.y)}Q${n(l.x)} ${n(l.y - 20)} ${n(l.x)} ${n(l.y)}Q${n(mid.x)} ${n(mid.y)} ${n(mid.x)} ${n(mid.y)}Q${n(mid.x)} ${n(mid.y)} ${n(r.x)} ${n(r.y)}Q${n(r.x)} ${n(r.y - 20)} ${n(root.x)} ${n(root.y)}z"/>`;
  const rays = [-5, -2.5, 2.5, 5].map((dx) => {
    const end = offset(k, 1.04, dx);
    return `M${n(root.x)} ${n(root.y)}L${n(end.x)} ${n(end.y)}`;
  });
  return `<g fill="#ffc890" fill-opacity=".45" stroke="${koiLight}" stroke-opacity=".7" stroke-width="1">${fin(-1)}${fin(1)}${tail}<path d="${rays.join('')}" fill="none" stroke-opacity=".35"/></g>`;
}

function paintKoi(key: string, random: Random) {
  const variety = varieties[key];
  if (!variety) throw new Error(`No koi art for '${key}'`);
  const bend = between(random, -1, 1);
  const k = koiShape(bend);
  const outline: Point[] = [];
  for (const [t] of PROFILE) outline.push(offset(k, t, 1));
  for (const [t] of [...PROFILE].reverse().slice(0, -1)) outline.push(offset(k, t, -1));
  const body = smooth(outline);
  const scales = variety.scales
    ? `<pattern id="sc" width="8" height="6" patternUnits="userSpaceOnUse"><path d="M0 6a4 4 0 0 1 8 0" fill="none" stroke="${variety.scales}" stroke-width=".8"/></pattern>`
    : '';
  const defs = `<defs><clipPath id="kc"><path d="${body}"/></clipPath>${linear('og', ['#ffe08a', '#c98a1e'])}${scales}</defs>`;
  const crown =
    key === 'tancho' ? `<circle cx="${n(k.at(0.12).x)}" cy="${n(k.at(0.12).y)}" r="10" fill="${koi}"/>` : '';
  const scaleFill = variety.scales ? `<path d="${body}" fill="url(#sc)" opacity=".7"/>` : '';
  const spine = [0.3, 0.45, 0.6].map((t) => k.at(t));
  const dorsal = `<path d="M${spine.map((p) => `${n(p.x)} ${n(p.y)}`).join('L')}" stroke="#000" stroke-opacity=".12" stroke-width="2" fill="none" stroke-linecap="round"/>`;
  const svg = `${defs}${fins(k)}<path d="${body}" fill="${variety.base}" stroke="${goldDark}" stroke-width="1.2"/><g clip-path="url(#kc)">${patchesFor(k, variety, random)}${crown}${scaleFill}${dorsal}</g>`;
  const eyesAt = k.at(0.08);
  const anchors: Anchors = {
    eyes: { x: eyesAt.x, y: eyesAt.y, gap: k.width(0.08) * 1.6, size: 0.5, socket: true },
    glyph: { x: 226, y: 30, r: 15 },
    head: k.at(0.02),
    aura: { x: 128, y: 126, r: 78 },
    side: offset(k, 0.86, 1),
    chest: { ...k.at(0.2), w: k.width(0.2) * 2 },
  };
  const angle = Math.round(between(random, -30, 30));
  return { svg, anchors, transform: `rotate(${angle} 128 128)` };
}

export const koiBodies: Record<string, BodyPainter> = Object.fromEntries(
  Object.keys(varieties).map((key) => [key, (random: Random) => paintKoi(key, random)]),
);
