/** Every query of this feature starts with this key. */
export const EDITORIAL_KEY = 'editorial';

/** The two Markdown collections that share one API shape: the blog and the about section. */
export type PostKind = 'blogs' | 'abouts';

/** Lore and posts change only when content is reloaded or an admin edits a post. */
export const EDITORIAL_STALE_MS = 5 * 60_000;
