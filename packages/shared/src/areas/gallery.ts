// @guardians/shared/gallery: Fan art.
export * from '../gallery.ts';
export * from '../gallery-admin.ts';
export * from '../gallery-console.ts';
export * from '../gallery-lists.ts';
