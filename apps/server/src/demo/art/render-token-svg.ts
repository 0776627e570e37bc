import type { DemoCollection } from '@guardians/shared';
import { assertTokenInRange } from '../demo-catalogue.ts';
import { layerValues, traitsFor } from '../demo-traits.ts';
import { seeded } from '../prng.ts';
import type { AccessoryPainter, BodyPainter } from './art-types.ts';
import { paintAura } from './auras.ts';
import { paintBackground } from './backgrounds.ts';
import { paintElement } from './element-glyphs.ts';
import { paintEyes } from './eyes.ts';
import { guardianAccessories } from './guardian-accessories.ts';
import { guardianBodies } from './guardian-bodies.ts';
import { koiBodies } from './koi-body.ts';
import { koiCharms } from './koi-charms.ts';
import { relicBodies } from './relic-bodies.ts';
import { relicCharms } from './relic-charms.ts';
import { artKey } from './svg-text.ts';

/** Bodies and accessories belong to a family; backgrounds, eyes, elements and auras are shared. */
export const artFamilies: Record<
  DemoCollection['art'],
  { bodies: Record<string, BodyPainter>; accessories: Record<string, AccessoryPainter> }
> = {
  guardian: { bodies: guardianBodies, accessories: guardianAccessories },
  koi: { bodies: koiBodies, accessories: koiCharms },
  relic: { bodies: relicBodies, accessories: relicCharms },
};

const VIGNETTE =
  '<defs><radialGradient id="vg" r=".75"><stop offset=".55" stop-opacity="0"/><stop offset="1" stop-opacity=".6"/></radialGradient></defs><rect width="256" height="256" fill="url(#vg)"/>';

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The token's picture as a standalone SVG (no scripts, no external references), composed from its
 * trait layers. Placement details (a koi's turn, where petals fall) come from a second seeded
 * stream, so two tokens with the same traits still differ a little.
 */
export function renderTokenSvg(collection: DemoCollection, tokenId: number, size = 512): string {
  assertTokenInRange(collection, tokenId);
  const layers = layerValues(collection, traitsFor(collection, tokenId));
  const random = seeded(collection.slug, tokenId, 'art');
  const family = artFamilies[collection.art];
  const key = (value: string | undefined, fallback: string) => (value ? artKey(value) : fallback);

  const paintBody = family.bodies[key(layers.body, '')];
  if (!paintBody) throw new Error(`No body art for '${layers.body}' in ${collection.slug}`);
  const body = paintBody(random);
  const paintAccessory = family.accessories[key(layers.accessory, 'none')];
  if (!paintAccessory) throw new Error(`No accessory art for '${layers.accessory}' in ${collection.slug}`);
  const accessory = paintAccessory(body.anchors, random);
  const aura = paintAura(key(layers.aura, 'none'), body.anchors, random);
  const eyes = layers.eyes ? paintEyes(artKey(layers.eyes), body.anchors) : '';
  const element = layers.element ? paintElement(artKey(layers.element), body.anchors) : '';
  const background = paintBackground(key(layers.background, 'starless-night'), random);

  const figure = `${accessory.back ?? ''}${body.svg}${eyes}${accessory.front ?? ''}`;
  const placed = body.transform ? `<g transform="${body.transform}">${figure}</g>` : figure;
  const label = escapeXml(`${collection.name} #${tokenId}`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" width="${size}" height="${size}" role="img" aria-label="${label}">${background}${aura}${placed}${VIGNETTE}${element}</svg>`;
}
