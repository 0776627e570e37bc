const BASE = 'http://return-to.invalid';

/** returnTo (already checked to be a path on this site) with `key=value`, keeping its query and hash. */
export function returnToWith(returnTo: string, key: 'linked' | 'linkError', value: string): string {
  const url = new URL(returnTo, BASE);
  url.searchParams.delete('linked');
  url.searchParams.delete('linkError');
  url.searchParams.set(key, value);
  return `${url.pathname}${url.search}${url.hash}`;
}
