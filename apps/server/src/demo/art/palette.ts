/** The site's palette: indigo-to-black grounds, warm gold, koi orange (PRODUCT.md, "Look and feel"). */
export const gold = '#e8b64c';
export const goldLight = '#f8dc82';
export const goldDark = '#a8741f';
export const koi = '#f06a2a';
export const koiLight = '#ffb347';

/** Glow colours of eyes and inlaid gems, by trait value key. */
export const gemColours: Record<string, string> = {
  ember: '#ff8a3d',
  jade: '#3ddc97',
  moonlight: '#dfe8ff',
  gold: '#ffd166',
  sapphire: '#4aa8ff',
  crimson: '#ff3b4f',
  void: '#b48cff',
  serene: goldLight,
};

/** Glyph colours of the elements. */
export const elementColours: Record<string, string> = {
  water: '#5ec8f0',
  fire: '#ff7a2f',
  wood: '#6fd36a',
  metal: '#d9dee8',
  earth: '#d8a257',
  lightning: '#ffe45c',
  void: '#b48cff',
};
