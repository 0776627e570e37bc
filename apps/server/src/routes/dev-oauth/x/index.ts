import { identityProviderRoutes } from '../identity-provider-routes.ts';

/** The demo's stand-in for X: /dev-oauth/x/i/oauth2/authorize, /2/oauth2/token, /2/users/me. */
export default identityProviderRoutes('twitter');
