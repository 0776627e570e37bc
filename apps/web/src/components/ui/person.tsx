import type { Identity } from '@guardians/shared/users';
import { useState } from 'react';
import { Link } from 'react-router';
import { identityName, useIdentity } from '../../lib/api/get-identities.ts';
import { assetUrl } from '../../lib/asset-url.ts';
import { useSignedIn } from '../../lib/auth/use-signed-in.ts';
import { useWallet } from '../../lib/wallet/wallet-store.ts';

/** Letters for a person without a picture: "Koi Keeper" -> "KK", "suirin.eth" -> "SU", 0xAb… -> "AB". */
function personInitials(name: string | null, account: string): string {
  const words = (name ?? '')
    .replace(/\.eth$/i, '')
    .trim()
    .split(/[\s._-]+/)
    .filter(Boolean);
  if (words.length >= 2) return `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}`.toUpperCase();
  const only = words[0];
  if (only && !/^0x[0-9a-f]/i.test(only)) return only.slice(0, 2).toUpperCase();
  return account.replace(/^0x/i, '').slice(0, 2).toUpperCase();
}

type AvatarProps = { src: string | null; initials: string; className?: string };

/** A round picture, or the initials on gold-edged night when there is none or it fails to load. */
export function Avatar({ src, initials, className = '' }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const url = assetUrl(src);
  const frame = `relative grid shrink-0 place-items-center overflow-hidden rounded-full bg-card ring-2 ring-gold/50 ${className}`;
  if (url && failed !== url) {
    return (
      <span className={frame}>
        {/* The name beside it says whose picture this is. */}
        <img
          src={url}
          alt=""
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
          onError={() => setFailed(url)}
        />
      </span>
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${frame} bg-linear-to-br from-[#2b1f6b] to-night font-bold tracking-wide text-gold`}
    >
      {initials}
    </span>
  );
}

/** True for the signed-in person's own account (a connected wallet that has not signed is not "you"). */
function useIsYou(account: string | null | undefined): boolean {
  const wallet = useWallet();
  const { signedIn } = useSignedIn();
  return signedIn && !!account && wallet.address?.toLowerCase() === account.toLowerCase();
}

/** The small "you" tag beside the signed-in person's own name. */
export function YouTag() {
  return (
    <span
      data-testid="you-tag"
      className="shrink-0 rounded-full bg-gold/15 px-1.5 py-px text-[11px] font-semibold tracking-wide text-gold uppercase"
    >
      you
    </span>
  );
}

export type PersonView = {
  identity: Identity | undefined;
  /** Username, else ENS name, else the checksummed short address; null while loading. */
  name: string | null;
  initials: string;
  you: boolean;
};

/** Everything a row needs to show an account as a person (issue 27 §2). */
export function usePerson(account: string): PersonView {
  const { data } = useIdentity(account);
  const name = identityName(data);
  return { identity: data, name, initials: personInitials(name, account), you: useIsYou(account) };
}

type PersonProps = {
  account: string;
  /** Links to the person's Forge page unless it sits inside another link. */
  link?: boolean;
  /** Size and text of the avatar (a Tailwind size class); no avatar with `avatar={false}`. */
  avatarClassName?: string;
  avatar?: boolean;
  /** The "you" tag; off where the whole control is the viewer's own (the account menu). */
  tagYou?: boolean;
  className?: string;
};

/**
 * An account shown as a person: avatar and username, else ENS name and avatar, else the checksummed
 * short address, with "you" for the signed-in account. The full address is its title.
 */
export function Person({
  account,
  link = true,
  avatar = true,
  tagYou = true,
  avatarClassName = 'size-7 text-[10px]',
  className = '',
}: PersonProps) {
  const person = usePerson(account);
  const full = person.identity?.account ?? account;
  const body = (
    <>
      {avatar && (
        <Avatar
          src={person.identity?.avatar ?? null}
          initials={person.initials}
          className={avatarClassName}
        />
      )}
      {person.name ? (
        <span data-testid="person-name" className="min-w-0 truncate">
          {person.name}
        </span>
      ) : (
        <span className="skeleton inline-block h-[1em] w-24 rounded" aria-hidden="true" />
      )}
      {tagYou && person.you && <YouTag />}
    </>
  );
  const classes = `inline-flex min-w-0 items-center gap-2 ${className}`;
  if (!link) {
    return (
      <span className={classes} title={full} data-testid="person">
        {body}
      </span>
    );
  }
  return (
    <Link
      to={`/forge/${account.toLowerCase()}`}
      title={full}
      data-testid="person"
      className={`${classes} text-fg underline decoration-gold/40 underline-offset-4 hover:text-gold`}
    >
      {body}
    </Link>
  );
}
