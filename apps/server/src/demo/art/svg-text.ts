/** Numbers with at most one decimal: keeps each SVG a few kilobytes. */
export function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/** `kebab-case` key for a trait value: 'Empress's Court' -> 'empresss-court'. */
export function artKey(value: string): string {
  return value
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A linear gradient from top to bottom (or along x1..y2 when given). */
export function linear(id: string, stops: string[], dir = 'x2="0" y2="1"'): string {
  const parts = stops.map((c, i) => `<stop offset="${n(i / (stops.length - 1))}" stop-color="${c}"/>`);
  return `<linearGradient id="${id}" x1="0" y1="0" ${dir}>${parts.join('')}</linearGradient>`;
}

/** A radial glow: `color` at the centre fading to transparent. */
export function glow(id: string, color: string, opacity = 1): string {
  return `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${opacity}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;
}
