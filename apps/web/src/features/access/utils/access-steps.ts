import type { SocialProvider } from '@guardians/shared/social';

export type AccessStepId = 'connect' | 'sign' | SocialProvider;

/** Spec 3 'Access-control step' (id, content, action, status) plus what the modal needs to show it. */
export type AccessStep = {
  id: AccessStepId;
  title: string;
  content: string;
  /** The action button's label: 'Connect' -> 'Connected', 'Sign' -> 'Signed', 'Link' -> 'Linked'. */
  action: string;
  status: boolean;
  /** Whether the action can run now: not when done, and linking needs being signed in. */
  available: boolean;
};

export type AccessInput = {
  address: string | undefined;
  signedIn: boolean;
  usernames: Partial<Record<SocialProvider, string | null | undefined>>;
  enabledProviders: Record<SocialProvider, boolean>;
};

const linkTexts: Record<SocialProvider, { title: string; content: string }> = {
  twitter: {
    title: 'Link X',
    content: 'Link your X account: it shows on your wallet page and opens the vault.',
  },
  discord: {
    title: 'Link Discord',
    content: 'Link your Discord account to take part in the community and its quests.',
  },
};

function linkStep(provider: SocialProvider, input: AccessInput): AccessStep {
  const status = input.signedIn && Boolean(input.usernames[provider]);
  return {
    id: provider,
    ...linkTexts[provider],
    action: status ? 'Linked' : 'Link',
    status,
    available: input.signedIn && !status,
  };
}

/**
 * Spec 4 'Access steps', in order: connect the wallet, sign, then link X and Discord when this
 * deployment has them enabled.
 */
export function getAccessSteps(input: AccessInput): AccessStep[] {
  const connected = Boolean(input.address);
  const steps: AccessStep[] = [
    {
      id: 'connect',
      title: 'Connect wallet',
      content: 'Connect the wallet that holds your Guardians, or the one you will collect with.',
      action: connected ? 'Connected' : 'Connect',
      status: connected,
      available: !connected,
    },
    {
      id: 'sign',
      title: 'Sign',
      content: 'Sign a message to prove the wallet is yours. It is free and sends no transaction.',
      action: input.signedIn ? 'Signed' : 'Sign',
      status: input.signedIn,
      available: connected && !input.signedIn,
    },
  ];
  if (input.enabledProviders.twitter) steps.push(linkStep('twitter', input));
  if (input.enabledProviders.discord) steps.push(linkStep('discord', input));
  return steps;
}

/**
 * Sign-up is complete when every step is done; the modal counts the member as through only once
 * the X link status has loaded too (spec 4), so it never closes on a stale answer.
 */
export function isAccessComplete(steps: AccessStep[], socialsLoading: boolean): boolean {
  return !socialsLoading && steps.every((step) => step.status);
}
