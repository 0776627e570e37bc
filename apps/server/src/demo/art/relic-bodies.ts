import type { Anchors, BodyArt, BodyPainter } from './art-types.ts';
import { gold, goldDark, goldLight } from './palette.ts';
import { linear } from './svg-text.ts';

/** Every relic stands on the same dark altar so the set reads as one collection. */
const ALTAR = `<path d="M44 230h168l10 26H34z" fill="#14101a" stroke="${goldDark}" stroke-width="1.5"/>`;

const anchors = (over: Partial<Anchors>): Anchors => ({
  eyes: { x: 128, y: 128, gap: 0, size: 1 },
  glyph: { x: 128, y: 200, r: 12 },
  head: { x: 128, y: 60 },
  aura: { x: 128, y: 132, r: 76 },
  side: { x: 176, y: 150 },
  chest: { x: 128, y: 160, w: 80 },
  ...over,
});

function relic(light: string, dark: string, shape: string, over: Partial<Anchors>): BodyArt {
  const paint = `fill="url(#rl)" stroke="${goldDark}" stroke-width="1.5"`;
  return {
    svg: `<defs>${linear('rl', [light, dark], 'x2="1" y2="1"')}</defs>${ALTAR}${shape.replaceAll('PAINT', paint)}`,
    anchors: anchors(over),
  };
}

const STONE = ['#8c8a96', '#2c2b33'] as const;
const BRONZE = ['#c98f4a', '#3e240f'] as const;

export const relicBodies: Record<string, BodyPainter> = {
  'stone-lantern': () =>
    relic(
      ...STONE,
      `<path d="M100 214h56v16h-56zM118 158h20v56h-20zM94 148h68v10H94zM104 104h48v44h-48z" PAINT/><rect x="114" y="114" width="28" height="26" fill="#1a0d05"/><path d="M74 106q54-44 108 0z" PAINT/><circle cx="128" cy="68" r="7" PAINT/>`,
      {
        eyes: { x: 128, y: 127, gap: 0, size: 1 },
        glyph: { x: 128, y: 186, r: 11 },
        head: { x: 128, y: 56 },
        chest: { x: 128, y: 160, w: 60 },
      },
    ),
  'temple-bell': () =>
    relic(
      ...BRONZE,
      `<path d="M118 74c0-14 20-14 20 0" fill="none" stroke="${gold}" stroke-width="5"/><path d="M86 206c0-80 10-126 42-128 32 2 42 48 42 128z" PAINT/><path d="M88 190h80M90 120h76" stroke="${goldDark}" stroke-width="3"/><g fill="${goldDark}"><circle cx="104" cy="100" r="3"/><circle cx="116" cy="100" r="3"/><circle cx="140" cy="100" r="3"/><circle cx="152" cy="100" r="3"/></g><path d="M80 206h96v8H80z" fill="${goldDark}"/>`,
      {
        eyes: { x: 128, y: 156, gap: 0, size: 1.1 },
        glyph: { x: 128, y: 222, r: 10 },
        head: { x: 128, y: 64 },
        chest: { x: 128, y: 120, w: 76 },
        side: { x: 168, y: 150 },
      },
    ),
  'bronze-mirror': () =>
    relic(
      '#7fb59a',
      '#2a3a2c',
      `<path d="M104 230l12-40h24l12 40z" fill="#2a1a0c" stroke="${goldDark}"/><circle cx="128" cy="122" r="66" PAINT/><circle cx="128" cy="122" r="52" fill="none" stroke="${goldLight}" stroke-width="1.5" stroke-dasharray="4 4"/><circle cx="128" cy="122" r="36" fill="none" stroke="${goldDark}" stroke-width="3"/>`,
      {
        eyes: { x: 128, y: 122, gap: 0, size: 1.3 },
        glyph: { x: 128, y: 188, r: 12 },
        head: { x: 128, y: 58 },
        chest: { x: 128, y: 112, w: 120 },
        side: { x: 186, y: 160 },
      },
    ),
  'sacred-sword': () =>
    relic(
      '#eef2f7',
      '#6b7484',
      `<path d="M92 224h72M100 224v-14h56v14" fill="none" stroke="${goldDark}" stroke-width="4"/><path d="M128 30l9 16v128h-18V46z" PAINT/><path d="M128 40v130" stroke="#8d96a6"/><ellipse cx="128" cy="178" rx="24" ry="7" fill="${gold}" stroke="${goldLight}"/><path d="M121 184h14v34h-14z" fill="#1a1220"/><path d="M121 190l14 6M121 200l14 6M121 210l14 6" stroke="#a3122e" stroke-width="2"/>`,
      {
        eyes: { x: 128, y: 178, gap: 0, size: 0.8 },
        glyph: { x: 128, y: 120, r: 9 },
        head: { x: 128, y: 24 },
        chest: { x: 128, y: 150, w: 40 },
        side: { x: 150, y: 190 },
      },
    ),
  'sutra-scroll': () =>
    relic(
      '#f1e3c0',
      '#b89a64',
      `<path d="M70 96h116v88H70z" PAINT/><g stroke="#3a2a1a" stroke-width="2"><path d="M84 112h60M84 124h80M84 136h72M84 148h84M84 160h56"/></g><path d="M60 90h14v100H60zM182 90h14v100h-14z" fill="#3a2012" stroke="${gold}"/><path d="M56 88h22v6H56zM56 186h22v6H56zM178 88h22v6h-22zM178 186h22v6h-22z" fill="${gold}"/>`,
      {
        eyes: { x: 128, y: 86, gap: 0, size: 0.9 },
        glyph: { x: 160, y: 164, r: 11 },
        head: { x: 128, y: 72 },
        chest: { x: 128, y: 184, w: 120 },
        side: { x: 190, y: 190 },
      },
    ),
  'torii-gate': () =>
    relic(
      '#e0482a',
      '#6a120a',
      `<path d="M84 92h14v138H84zM158 92h14v138h-14zM76 104h104v10H76z" PAINT/><path d="M56 62q72 16 144 0l-6 16q-66 12-132 0z" fill="#1a1014" stroke="${goldDark}"/><path d="M118 78h20v26h-20z" fill="#1a1014" stroke="${gold}"/>`,
      {
        eyes: { x: 128, y: 91, gap: 0, size: 0.75 },
        glyph: { x: 128, y: 160, r: 14 },
        head: { x: 128, y: 52 },
        chest: { x: 128, y: 109, w: 104 },
        side: { x: 172, y: 120 },
      },
    ),
  'dragon-pearl': () =>
    relic(
      gold,
      '#5a3a0c',
      `<path d="M92 230c0-30 12-44 36-48 24 4 36 18 36 48z" PAINT/><path d="M96 150c-12 20-8 36 8 44M160 150c12 20 8 36-8 44M112 160c-4 14 0 26 8 32M144 160c4 14 0 26-8 32" fill="none" stroke="${gold}" stroke-width="6" stroke-linecap="round"/>`,
      {
        eyes: { x: 128, y: 128, gap: 0, size: 4.6 },
        glyph: { x: 128, y: 212, r: 11 },
        head: { x: 128, y: 80 },
        chest: { x: 128, y: 186, w: 60 },
        side: { x: 164, y: 196 },
      },
    ),
};
