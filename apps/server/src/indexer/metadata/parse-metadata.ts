const MAX_ATTRIBUTES = 100;
const MAX_TEXT = 200;

export interface ParsedMetadata {
  name: string | null;
  description: string | null;
  image: string | null;
  animationUrl: string | null;
  attributes: { traitType: string; value: string }[];
}

function text(value: unknown): string | null {
  // Control characters out: U+001F separates trait type and value in tokens.trait_keys.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping them is the point
  if (typeof value === 'string') return value.replace(/[\u0000-\u001f\u007f]/g, ' ').trim() || null;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return null;
}

/** `[{ trait_type, value }]`, values as text; entries without a type or a scalar value are dropped. */
function attributes(value: unknown): ParsedMetadata['attributes'] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const result: ParsedMetadata['attributes'] = [];
  for (const entry of value.slice(0, MAX_ATTRIBUTES)) {
    if (typeof entry !== 'object' || entry === null) continue;
    const record = entry as Record<string, unknown>;
    const traitType = text(record.trait_type)?.slice(0, MAX_TEXT);
    const traitValue = text(record.value)?.slice(0, MAX_TEXT);
    if (!traitType || traitValue === undefined || traitValue === null) continue;
    const key = JSON.stringify([traitType, traitValue]);
    if (seen.has(key)) continue; // the same pair twice would break the attribute table's key
    seen.add(key);
    result.push({ traitType, value: traitValue });
  }
  return result;
}

/** The ERC-721 metadata JSON schema fields we store (OpenSea's animation_url and attributes too). */
export function parseMetadata(json: Record<string, unknown>): ParsedMetadata {
  return {
    name: text(json.name),
    description: text(json.description),
    image: text(json.image) ?? text(json.image_url),
    animationUrl: text(json.animation_url),
    attributes: attributes(json.attributes),
  };
}
