import { type SocialProvider, socialProviders } from '@guardians/shared/social';
import { getEnv } from '../../../lib/env.ts';

/** The providers this deployment can link (a client id is configured), in display order. */
export function enabledProviders(): SocialProvider[] {
  const enabled = getEnv().socialProviders;
  return socialProviders.filter((provider) => enabled[provider]);
}
