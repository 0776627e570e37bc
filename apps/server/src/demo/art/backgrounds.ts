import { between, type Random } from '../prng.ts';
import { goldDark, goldLight } from './palette.ts';
import { glow, linear, n } from './svg-text.ts';

type Scene = (random: Random) => string;

const sky = (top: string, bottom: string) =>
  `<defs>${linear('bg', [top, bottom])}</defs><rect width="256" height="256" fill="url(#bg)"/>`;

/** `count` dots scattered over a box, for stars, fireflies and embers. */
function specks(random: Random, count: number, colour: string, box: [number, number, number, number]) {
  const [x0, y0, x1, y1] = box;
  let dots = '';
  for (let i = 0; i < count; i++) {
    const r = n(between(random, 0.5, 1.6));
    dots += `<circle cx="${n(between(random, x0, x1))}" cy="${n(between(random, y0, y1))}" r="${r}"/>`;
  }
  return `<g fill="${colour}" opacity=".7">${dots}</g>`;
}

/** A three-tier pagoda silhouette standing on the horizon at `x`. */
function pagoda(x: number): string {
  let tiers = `<path d="M${x - 5} 190v-90h10v90z"/>`;
  for (const [i, w] of [34, 27, 20].entries()) {
    const y = 178 - i * 26;
    tiers += `<path d="M${x - w} ${y}q${w} 8 ${2 * w} 0l-9-12h${-2 * w + 18}z"/>`;
  }
  return tiers;
}

/** Three rows of ripples across the bottom of the picture. */
const waves = (colour: string, top: number) =>
  [0, 1, 2]
    .map((i) => {
      const y = top + i * 16;
      const x = -16 + i * 11;
      return `<path d="M${x} ${y}q16-7 32 0t32 0 32 0 32 0 32 0 32 0 32 0 32 0 32 0" stroke="${colour}" opacity="${n(0.5 - i * 0.12)}"/>`;
    })
    .join('');

const scenes: Record<string, Scene> = {
  'mystic-river': (random) =>
    `${sky('#0f2c42', '#04060b')}${specks(random, 14, '#cfe8ff', [0, 0, 256, 120])}<g fill="none" stroke-width="2" stroke-linecap="round">${waves('#4fa3c7', 196)}</g>`,
  'golden-temple': () =>
    `${sky('#2c1b08', '#07060a')}<defs>${glow('sun', goldLight, 0.45)}</defs><circle cx="128" cy="96" r="110" fill="url(#sun)"/><path d="M0 190h256v66H0z" fill="#120b05"/><g fill="#1d1208" stroke="${goldDark}" stroke-width="1.5">${pagoda(38)}${pagoda(218)}</g>`,
  'mystic-forest': (random) => {
    let trees = '';
    for (const x of [8, 34, 212, 240, 60, 190]) {
      const h = between(random, 90, 150);
      trees += `<path d="M${x} ${n(256 - h)}l-22 ${n(h)}h44z"/>`;
    }
    return `${sky('#0c2618', '#030705')}<g fill="#07140c" stroke="#16331f" stroke-width="1.5">${trees}</g>${specks(random, 12, '#e8f59a', [10, 60, 246, 230])}`;
  },
  'great-waterfall': (random) => {
    let falls = '';
    for (let i = 0; i < 14; i++) {
      const x = n(between(random, 70, 186));
      falls += `<path d="M${x} 0V${n(between(random, 170, 256))}"/>`;
    }
    return `${sky('#122a44', '#04070c')}<path d="M0 0h62l-10 256H0zM256 0h-62l10 256h52z" fill="#060a10"/><g stroke="#bfe3ff" stroke-width="1.2" opacity=".28">${falls}</g><ellipse cx="128" cy="246" rx="120" ry="22" fill="#bfe3ff" opacity=".12"/>`;
  },
  'moonlit-shrine': (random) =>
    `${sky('#1b1942', '#05040c')}<defs>${glow('moon', '#eef1ff', 0.35)}</defs><circle cx="196" cy="60" r="54" fill="url(#moon)"/><circle cx="196" cy="60" r="22" fill="#eef1ff" opacity=".85"/>${specks(random, 10, '#fff', [0, 0, 256, 110])}<path d="M8 150h60v6H8zM14 162h48v4H14zM20 156h6v100h-6zM50 156h6v100h-6z" fill="#0c0a18" stroke="#3a2f62"/>`,
  'ember-sky': (random) =>
    `<defs>${linear('bg', ['#07050a', '#2a0d08', '#6a2308'])}</defs><rect width="256" height="256" fill="url(#bg)"/>${specks(random, 22, '#ffb347', [0, 40, 256, 256])}`,
  'starless-night': (random) => {
    let clouds = '';
    for (let i = 0; i < 4; i++) {
      clouds += `<ellipse cx="${n(between(random, 20, 236))}" cy="${n(between(random, 20, 236))}" rx="${n(between(random, 50, 90))}" ry="${n(between(random, 20, 40))}"/>`;
    }
    return `${sky('#0b0a1c', '#020205')}<g fill="#2a1f5c" opacity=".22">${clouds}</g>`;
  },
  'empresss-court': () =>
    `${sky('#2c0c20', '#07040a')}<circle cx="128" cy="112" r="92" fill="none" stroke="${goldDark}" stroke-width="1.5" opacity=".5" stroke-dasharray="2 6"/><g fill="#14060e" stroke="${goldDark}" stroke-width="1.5"><path d="M10 0h22v256H10zM224 0h22v256h-22z"/><path d="M40 0h30v84l-15-10-15 10zM186 0h30v84l-15-10-15 10z" fill="#5a1024"/></g>`,
  'lotus-pond': (random) => {
    let pads = '';
    for (let i = 0; i < 7; i++) {
      const x = n(between(random, 10, 246));
      const y = n(between(random, 150, 250));
      pads += `<ellipse cx="${x}" cy="${y}" rx="16" ry="6"/><path d="M${x} ${y}l12-3"/>`;
    }
    return `${sky('#0b2a2a', '#030909')}<g fill="#123d24" stroke="#1f5a36">${pads}</g>${specks(random, 6, '#ff9ec4', [10, 150, 246, 250])}`;
  },
};

/** The scene behind everything, by background trait key. */
export function paintBackground(key: string, random: Random): string {
  const scene = scenes[key];
  if (!scene) throw new Error(`No background art for '${key}'`);
  return scene(random);
}
