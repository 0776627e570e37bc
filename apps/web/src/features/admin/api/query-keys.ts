/** Every query of the console starts with this key (the caller's roles are lib/api's admin-status). */
export const ADMIN_KEY = 'admin';
