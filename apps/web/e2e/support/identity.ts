import { shortenAddress } from '@guardians/shared/common';
import type { Identity } from '@guardians/shared/users';
import { inject } from 'vitest';

/**
 * The name the site shows for an account (username, else ENS name, else the checksummed short
 * address), from the site's own identities answer: the demo gives some anvil accounts ENS names.
 */
export async function shownName(account: string): Promise<string> {
  const response = await fetch(`${inject('baseUrl')}/api/users/identities?accounts=${account}`);
  if (!response.ok) throw new Error(`identities of ${account} answered ${response.status}`);
  const {
    data: {
      items: [identity],
    },
  } = (await response.json()) as { data: { items: Identity[] } };
  if (!identity) throw new Error(`no identity for ${account}`);
  return identity.username ?? identity.ensName ?? shortenAddress(identity.account);
}

/** A name inside an accessible name or text, as a RegExp (the dots of `x.eth` taken literally). */
export function nameRegExp(name: string): RegExp {
  return new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
}
