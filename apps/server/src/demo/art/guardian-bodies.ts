import type { Anchors, BodyArt, BodyPainter } from './art-types.ts';
import { gold, goldDark, goldLight, koi, koiLight } from './palette.ts';
import { linear } from './svg-text.ts';

const TORSO = 'M36 256C40 214 66 194 96 188h64c30 6 56 26 60 68z';
const HOOD = 'M128 76c-30 0-40 28-38 56 2 24 16 38 38 40 22-2 36-16 38-40 2-28-8-56-38-56z';
const FACE = '<ellipse cx="128" cy="126" rx="23" ry="26" fill="#0a0910"/>';

const anchors = (over: Partial<Anchors> = {}): Anchors => ({
  eyes: { x: 128, y: 124, gap: 22, size: 1 },
  glyph: { x: 128, y: 222, r: 13 },
  head: { x: 128, y: 80 },
  aura: { x: 128, y: 122, r: 72 },
  side: { x: 206, y: 204 },
  chest: { x: 128, y: 196, w: 62 },
  ...over,
});

/** Armour in the body's two colours, rimmed in gold so it reads against a dark ground. */
function bust(light: string, dark: string, head: string, extras: string, over?: Partial<Anchors>): BodyArt {
  const paint = `fill="url(#bd)" stroke="${goldDark}" stroke-width="1.5"`;
  const svg = `<defs>${linear('bd', [light, dark])}</defs><path d="M110 160h36v34h-36z" fill="${dark}"/><path d="${TORSO}" ${paint}/>${head.replaceAll('PAINT', paint)}${FACE}${extras}`;
  return { svg, anchors: anchors(over) };
}

const bodies: Record<string, BodyPainter> = {
  suirin: () =>
    bust(
      '#79c8dc',
      '#163a4c',
      `<path d="M94 112c-18-6-34-2-46 12 14 0 22 6 28 18 2-12 8-20 20-24zM162 112c18-6 34-2 46 12-14 0-22 6-28 18-2-12-8-20-20-24z" PAINT/><path d="M60 122l24 2M70 134l16-8M196 122l-24 2M186 134l-16-8" stroke="#bfe8f5" stroke-width="1.2"/><path d="${HOOD}" PAINT/>`,
      `<circle cx="128" cy="92" r="4.5" fill="#f4fbff"/><g fill="none" stroke="#bfe8f5" stroke-width="2" opacity=".7"><path d="M66 236q12-8 24 0t24 0M142 236q12-8 24 0t24 0"/></g>`,
    ),
  homura: () =>
    bust(
      '#d2502a',
      '#3a0d06',
      `<defs>${linear('fl', [koiLight, koi, '#7a1606'])}</defs><path d="M92 104c-8-22 0-40 10-50 0 14 6 18 10 20-2-16 6-28 16-38 10 10 18 22 16 38 4-2 10-6 10-20 10 10 18 28 10 50z" fill="url(#fl)"/><path d="${HOOD}" PAINT/>`,
      `<path d="M54 200l-14-22 34 8zM202 200l14-22-34 8z" fill="${koi}" stroke="${goldDark}"/><path d="M96 188l32 22 32-22" fill="none" stroke="${gold}" stroke-width="2"/>`,
      { head: { x: 128, y: 44 } },
    ),
  mokuren: () =>
    bust(
      '#5f9c56',
      '#12291a',
      `<g fill="none" stroke="#7a5532" stroke-width="4" stroke-linecap="round"><path d="M104 88C96 70 84 62 70 58M90 70l-6-16M152 88c8-18 20-26 34-30M166 70l6-16"/></g><g fill="#8fdc7a"><ellipse cx="68" cy="56" rx="7" ry="4"/><ellipse cx="83" cy="52" rx="4" ry="7"/><ellipse cx="188" cy="56" rx="7" ry="4"/><ellipse cx="173" cy="52" rx="4" ry="7"/></g><path d="${HOOD}" PAINT/>`,
      `<path d="M62 206c10-18 26-22 40-18-8 14-22 22-40 18zM194 206c-10-18-26-22-40-18 8 14 22 22 40 18z" fill="#8fdc7a" opacity=".8"/>`,
      { head: { x: 128, y: 62 } },
    ),
  kanetsugu: () =>
    bust(
      '#c3cbd8',
      '#2a303c',
      `<path d="M122 86C112 66 98 50 82 40c20 4 36 18 46 40 10-22 26-36 46-40-16 10-30 26-40 46z" fill="${gold}" stroke="${goldLight}"/><path d="M84 118h88l12 32H72z" PAINT/><path d="M92 120c0-32 16-46 36-46s36 14 36 46z" PAINT/>`,
      `<path d="M40 206l18-20h40l-6 34H46zM216 206l-18-20h-40l6 34h46z" fill="url(#bd)" stroke="${goldDark}"/><g stroke="${koi}" stroke-width="1.5"><path d="M52 200h42M54 210h38M162 200h42M164 210h38"/></g><path d="M104 144h48" stroke="${gold}" stroke-width="1.5"/>`,
      { head: { x: 128, y: 52 }, eyes: { x: 128, y: 126, gap: 22, size: 0.95 } },
    ),
  iwao: () =>
    bust(
      '#ae8858',
      '#33251a',
      `<path d="M84 130c-4-34 16-58 44-58s48 24 44 58c0 20-12 36-44 40-32-4-44-20-44-40z" PAINT/>`,
      `<path d="M30 256l4-58 40-18 26 14-8 62zM226 256l-4-58-40-18-26 14 8 62z" fill="url(#bd)" stroke="${goldDark}" stroke-width="1.5"/><g fill="none" stroke="#1c140d" stroke-width="2"><path d="M100 82l10 14-4 10M160 90l-8 12M50 210l14 10 2 14M204 212l-12 12"/></g>`,
      { eyes: { x: 128, y: 126, gap: 24, size: 0.95 } },
    ),
  'shadow-warden': () =>
    bust(
      '#3a3158',
      '#07060c',
      `<path d="M128 56c-28 12-44 42-42 82 2 20 10 36 18 46h48c8-10 16-26 18-46 2-40-14-70-42-82z" fill="url(#bd)" stroke="#7b5cd6" stroke-width="1.5"/>`,
      `<path d="M36 256l8-14 8 10 10-16 8 14 10-12" fill="none" stroke="#7b5cd6" stroke-width="1.5"/><path d="M220 256l-8-14-8 10-10-16-8 14-10-12" fill="none" stroke="#7b5cd6" stroke-width="1.5"/>`,
      { head: { x: 128, y: 60 } },
    ),
  'dragon-empress': () =>
    bust(
      '#f5ead0',
      '#8a6a3a',
      `<path d="M92 110c-10 40-16 80-24 110h28zM164 110c10 40 16 80 24 110h-28z" fill="#140c1c"/><path d="M106 90C94 72 88 52 96 34c2 18 10 32 18 46zM150 90c12-18 18-38 10-56-2 18-10 32-18 46z" fill="${gold}" stroke="${goldLight}"/><path d="${HOOD}" PAINT/><path d="M104 84l8-18 8 12 8-20 8 20 8-12 8 18z" fill="${gold}" stroke="${goldLight}"/>`,
      `<path d="M96 188l32 30 32-30" fill="#a3122e" stroke="${gold}" stroke-width="2"/><circle cx="128" cy="70" r="3" fill="#ff3b4f"/>`,
      { head: { x: 128, y: 40 } },
    ),
};

export const guardianBodies = bodies;
