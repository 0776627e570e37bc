import { identityProviderRoutes } from '../identity-provider-routes.ts';

/** The demo's stand-in for Discord: /dev-oauth/discord/oauth2/authorize, /api/oauth2/token, /api/users/@me. */
export default identityProviderRoutes('discord');
