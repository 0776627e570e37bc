import type { DemoAttribute, DemoCollection, DemoLayer } from '@guardians/shared';
import { pickWeighted, seeded } from './prng.ts';

/** A token's trait values by layer, for the renderer (which paints layers, not trait names). */
export type LayerValues = Partial<Record<DemoLayer, string>>;

/**
 * A token's traits, in the order the collection lists its trait types. One generator per token,
 * seeded by slug and id, draws one value per trait type; the result never changes between runs.
 * Reordering or reweighting a collection's traits changes its tokens, so the file is append-only
 * once a demo chain has been seeded.
 */
export function traitsFor(collection: DemoCollection, tokenId: number): DemoAttribute[] {
  const random = seeded(collection.slug, tokenId, 'traits');
  return collection.traits.map((trait) => ({
    trait_type: trait.traitType,
    value: pickWeighted(trait.values, random).value,
  }));
}

export function layerValues(collection: DemoCollection, attributes: DemoAttribute[]): LayerValues {
  const layers: LayerValues = {};
  for (const trait of collection.traits) {
    const attribute = attributes.find((a) => a.trait_type === trait.traitType);
    if (attribute) layers[trait.layer] = attribute.value;
  }
  return layers;
}
