/** Every query of this feature starts with this key. */
export const PORTAL_KEY = 'portal';
export const portalContentKey = [PORTAL_KEY, 'content'] as const;
