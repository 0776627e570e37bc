import {
  type CollectionSort,
  collectionSortOrders,
  GRID_DEFAULT_SORT,
  type Traits,
} from '@guardians/shared/catalogue';

/**
 * Spec 2 "Query parameters": these keys belong to other features (editor, vault, modals, tabs,
 * paging...); every other key of the query string is a trait filter.
 */
const RESERVED_QUERY_KEYS: readonly string[] = [
  'edit',
  'vault',
  'tweetId',
  'id',
  'sortBy',
  'address',
  'tab',
  'category',
  'modal',
  'keepAlive',
  'q-offset',
];

/** The offset key of a site without a name (and an alias we still read on named sites). */
const FALLBACK_OFFSET_KEY = 'q-offset';

/** '{sitename}-offset': the site name lower-cased, runs of spaces as '-' (decision 0017). */
export function offsetKeyFor(siteName: string | null | undefined): string {
  const slug = siteName?.trim().toLowerCase().replace(/\s+/g, '-');
  return slug ? `${slug}-offset` : FALLBACK_OFFSET_KEY;
}

function isReservedKey(key: string, offsetKey: string): boolean {
  return key === offsetKey || RESERVED_QUERY_KEYS.includes(key);
}

type Entry = { key: string; raw: string };

function decode(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** Like encodeURIComponent, but spaces as '+' so shared links stay readable. */
function encode(text: string): string {
  return encodeURIComponent(text).replace(/%20/g, '+');
}

/**
 * The query string as raw (still encoded) entries. Trait values are split on literal commas only,
 * so a value that itself holds a comma survives as '%2C'.
 */
function entries(search: string): Entry[] {
  return search
    .replace(/^\?/, '')
    .split('&')
    .filter(Boolean)
    .map((part) => {
      const at = part.indexOf('=');
      return at === -1
        ? { key: decode(part), raw: '' }
        : { key: decode(part.slice(0, at)), raw: part.slice(at + 1) };
    });
}

function serialize(list: Entry[]): string {
  const text = list.map(({ key, raw }) => (raw ? `${encode(key)}=${raw}` : encode(key))).join('&');
  return text ? `?${text}` : '';
}

function splitValues(raw: string): string[] {
  const values = raw
    .split(',')
    .map((part) => decode(part).trim())
    .filter(Boolean);
  return [...new Set(values)];
}

function joinValues(values: string[]): string {
  return values.map(encode).join(',');
}

export type CollectionQuery = { traits: Traits; offset: number; sortBy: CollectionSort };

const SORT_KEY = 'sortBy';

/** A known sort order, else the grid's default (listed first, cheapest first), also for a hand-edited value. */
function parseSortBy(raw: string): CollectionSort {
  const value = decode(raw);
  return (collectionSortOrders as readonly string[]).includes(value)
    ? (value as CollectionSort)
    : GRID_DEFAULT_SORT;
}

/** Trait filters (every non-reserved key, in URL order) and the paging offset (0 when absent or bad). */
export function parseCollectionQuery(search: string, offsetKey: string): CollectionQuery {
  const traits: Traits = {};
  let offset: number | undefined;
  let fallbackOffset: number | undefined;
  let sortBy: CollectionSort = GRID_DEFAULT_SORT;
  for (const { key, raw } of entries(search)) {
    if (key === offsetKey) offset = parseOffset(raw);
    else if (key === SORT_KEY) sortBy = parseSortBy(raw);
    else if (key === FALLBACK_OFFSET_KEY) fallbackOffset = parseOffset(raw);
    else if (!isReservedKey(key, offsetKey) && key.trim()) {
      const values = splitValues(raw);
      if (values.length === 0) continue;
      traits[key] = [...new Set([...(traits[key] ?? []), ...values])];
    }
  }
  return { traits, offset: offset ?? fallbackOffset ?? 0, sortBy };
}

function parseOffset(raw: string): number {
  const value = Number(decode(raw));
  return Number.isSafeInteger(value) && value > 0 ? value : 0;
}

function withoutOffset(list: Entry[], offsetKey: string): Entry[] {
  return list.filter(({ key }) => key !== offsetKey && key !== FALLBACK_OFFSET_KEY);
}

/** Adds the value to its trait type, or removes it if present; the offset is cleared (spec 4). */
export function toggleTraitValue(
  search: string,
  offsetKey: string,
  traitType: string,
  value: string,
): string {
  const list = withoutOffset(entries(search), offsetKey);
  const current = [
    ...new Set(list.filter(({ key }) => key === traitType).flatMap(({ raw }) => splitValues(raw))),
  ];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  const entry = { key: traitType, raw: joinValues(next) };
  // The trait keeps its place in the URL, so toggling a value does not reorder the chips.
  const out: Entry[] = [];
  let placed = false;
  for (const item of list) {
    if (item.key !== traitType) out.push(item);
    else if (!placed) {
      placed = true;
      if (next.length > 0) out.push(entry);
    }
  }
  if (!placed && next.length > 0) out.push(entry);
  return serialize(out);
}

/** 'Reset filters': every trait parameter goes, and the offset with them; other reserved keys stay. */
export function resetTraits(search: string, offsetKey: string): string {
  return serialize(
    withoutOffset(entries(search), offsetKey).filter(({ key }) => isReservedKey(key, offsetKey)),
  );
}

/** Moves to another page; offset 0 drops the key, so the first page has the plain URL. */
export function setOffsetParam(search: string, offsetKey: string, offset: number): string {
  const list = withoutOffset(entries(search), offsetKey);
  if (offset > 0) list.push({ key: offsetKey, raw: String(Math.floor(offset)) });
  return serialize(list);
}

/** The selected values as a flat list, in URL order: one chip each. */
export function selectedTraitList(traits: Traits): { traitType: string; value: string }[] {
  return Object.entries(traits).flatMap(([traitType, values]) =>
    values.map((value) => ({ traitType, value })),
  );
}

/** Another order starts from the first page; the default order drops the key for the plain URL. */
export function setSortParam(search: string, offsetKey: string, sortBy: CollectionSort): string {
  const list = withoutOffset(entries(search), offsetKey).filter(({ key }) => key !== SORT_KEY);
  if (sortBy !== GRID_DEFAULT_SORT) list.push({ key: SORT_KEY, raw: sortBy });
  return serialize(list);
}
