import { between, type Random } from '../prng.ts';
import type { Anchors } from './art-types.ts';
import { gold, goldLight, koi, koiLight } from './palette.ts';
import { glow, n } from './svg-text.ts';

type Aura = (anchors: Anchors, random: Random) => string;

const auras: Record<string, Aura> = {
  none: () => '',
  'gold-halo': ({ aura: { x, y, r } }) =>
    `<defs>${glow('au', goldLight, 0.35)}</defs><circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 1.5)}" fill="url(#au)"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="none" stroke="${gold}" stroke-width="3"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(r + 7)}" fill="none" stroke="${goldLight}" stroke-width="1.2" stroke-dasharray="1 5" opacity=".8"/>`,
  'ember-ring': ({ aura: { x, y, r } }, random) => {
    let embers = '';
    for (let i = 0; i < 10; i++) {
      const a = between(random, 0, Math.PI * 2);
      const d = r + between(random, 6, 24);
      embers += `<circle cx="${n(x + Math.cos(a) * d)}" cy="${n(y + Math.sin(a) * d)}" r="${n(between(random, 1, 2.4))}"/>`;
    }
    return `<defs>${glow('au', koi, 0.4)}</defs><circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 1.4)}" fill="url(#au)"/><circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="none" stroke="${koi}" stroke-width="4" stroke-dasharray="3 6" stroke-linecap="round"/><g fill="${koiLight}">${embers}</g>`;
  },
  'river-mist': ({ aura: { x, y, r } }, random) => {
    let mist = '';
    for (let i = 0; i < 5; i++) {
      mist += `<ellipse cx="${n(x + between(random, -r, r))}" cy="${n(y + between(random, -r * 0.4, r * 1.3))}" rx="${n(between(random, 40, 80))}" ry="${n(between(random, 8, 16))}"/>`;
    }
    return `<g fill="#bfe3ff" opacity=".16">${mist}</g><circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="none" stroke="#bfe3ff" stroke-width="1.5" opacity=".4"/>`;
  },
  'sakura-petals': (_anchors, random) => {
    let petals = '';
    for (let i = 0; i < 14; i++) {
      const px = n(between(random, 10, 246));
      const py = n(between(random, 10, 246));
      petals += `<ellipse rx="4" ry="2.2" transform="translate(${px} ${py}) rotate(${Math.round(between(random, 0, 180))})"/>`;
    }
    return `<g fill="#ffb7d0" opacity=".85">${petals}</g>`;
  },
  lightning: ({ aura: { x, y, r } }, random) => {
    let bolts = '';
    for (const side of [-1, 1, -1]) {
      let px = x + side * r * between(random, 0.7, 1);
      let py = y - r * between(random, 0.2, 0.9);
      let d = `M${n(px)} ${n(py)}`;
      for (let i = 0; i < 4; i++) {
        px += side * between(random, 4, 14);
        py += between(random, -14, 16);
        d += `L${n(px)} ${n(py)}`;
      }
      bolts += `<path d="${d}"/>`;
    }
    return `<g fill="none" stroke-linejoin="round"><g stroke="#ffe45c" stroke-width="5" opacity=".3">${bolts}</g><g stroke="#fff8c4" stroke-width="1.6">${bolts}</g></g>`;
  },
  'dragon-coil': ({ aura: { x, y, r } }) => {
    // Tail low on the right, body sweeping round the left and over the top, head facing in.
    const hx = x + r * 0.75;
    const hy = y - r * 1.05;
    const d = `M${n(x + r * 1.2)} ${n(y + r * 1.6)}C${n(x + r * 1.8)} ${n(y + r * 0.4)} ${n(x - r * 0.2)} ${n(y + r * 1.4)} ${n(x - r * 1.1)} ${n(y + r * 0.5)}S${n(x - r * 1.2)} ${n(y - r * 1.3)} ${n(hx - 10)} ${n(hy)}`;
    return `<g fill="none" stroke-linecap="round"><path d="${d}" stroke="#5a3a0c" stroke-width="14"/><path d="${d}" stroke="${gold}" stroke-width="10" stroke-dasharray="4 2"/><path d="${d}" stroke="${goldLight}" stroke-width="2" stroke-dasharray="1 5"/></g><g transform="translate(${n(hx)} ${n(hy)}) rotate(20)"><path d="M-14-7 12-4 18 2 6 6-14 7z" fill="${gold}" stroke="#5a3a0c"/><path d="M-8-6-18-18M-4-6-10-20" stroke="${goldLight}" stroke-width="2.5" stroke-linecap="round"/><path d="M14 4c8 4 14 10 16 18" fill="none" stroke="${goldLight}"/><circle cx="2" cy="-2" r="2" fill="#ff3b4f"/></g>`;
  },
};

/** The aura behind the body, by aura trait key. */
export function paintAura(key: string, anchors: Anchors, random: Random): string {
  const aura = auras[key];
  if (!aura) throw new Error(`No aura art for '${key}'`);
  return aura(anchors, random);
}
