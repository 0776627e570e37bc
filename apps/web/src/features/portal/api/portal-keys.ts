/** Every query of this feature starts with this key. */
const PORTAL_KEY = 'portal';
export const portalContentKey = [PORTAL_KEY, 'content'] as const;
