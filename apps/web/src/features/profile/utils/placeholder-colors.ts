/**
 * Two hues drawn from an address, so every wallet without an avatar still gets its own picture,
 * the same on every visit. Kept warm-to-cool and dark enough for light text on top.
 */
export function placeholderHues(address: string): [number, number] {
  const hex = address.toLowerCase().replace(/^0x/, '').padEnd(8, '0');
  const first = Number.parseInt(hex.slice(0, 4), 16) % 360;
  const second = (first + 40 + (Number.parseInt(hex.slice(4, 8), 16) % 120)) % 360;
  return [first, second];
}
