import { shortenAddress } from '@guardians/shared/common';
import type { Profile } from '@guardians/shared/users';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { usePerson, YouTag } from '../../../components/ui/person.tsx';
import { useGuardian } from '../../../lib/api/get-guardian.ts';
import { CopyAddress } from './copy-address.tsx';
import { GuardianOverlay } from './guardian-overlay.tsx';
import { ProfileAvatar } from './profile-avatar.tsx';
import { ProfileBanner } from './profile-banner.tsx';
import { ProfileDetails } from './profile-details.tsx';

type ProfileHeaderProps = {
  profile: Profile;
  /** Only the owner gets 'Edit Profile' (spec 6). */
  isOwner: boolean;
  onEdit?: () => void;
  /** Buttons the page adds beside 'Edit Profile' (social links, Vault). */
  actions?: ReactNode;
};

/** Grid areas: avatar and Guardian side by side on phones with the name below, one row from md. */
export const headerGrid =
  'relative mx-auto grid max-w-6xl grid-cols-[auto_1fr_auto] items-start gap-x-6 gap-y-4 px-4 sm:px-6 ' +
  "-mt-16 sm:-mt-20 [grid-template-areas:'avatar_._guardian'_'info_info_info'] " +
  "md:[grid-template-areas:'avatar_info_guardian']";

/** The name block starts level with the banner's faded edge, beside the avatar's lower half. */
export const headerInfo = 'flex min-w-0 flex-col gap-3 [grid-area:info] md:pt-12 lg:pt-14';

/** Spec 2 wallet profile header: banner, avatar, name, address with copy, Guardian, actions. */
export function ProfileHeader({ profile, isOwner, onEdit, actions }: ProfileHeaderProps) {
  const guardian = useGuardian(profile.guardianId);
  // Without a username the person's ENS name and avatar stand in (issue 27 §2).
  const person = usePerson(profile.account);
  const name = profile.username ?? person.name ?? shortenAddress(profile.account);
  const fullAddress = person.identity?.account ?? profile.account;

  return (
    <section aria-label="Profile" className="relative">
      <ProfileBanner bannerImage={profile.bannerImage} />
      <div className={headerGrid}>
        <ProfileAvatar
          address={profile.account}
          image={profile.image ?? person.identity?.avatar ?? null}
          alt={`Avatar of ${name}`}
          className="size-28 [grid-area:avatar] sm:size-36 lg:size-40"
        />
        <div className={headerInfo}>
          <div className="min-w-0">
            <div className="flex min-w-0 items-center gap-3">
              <h1 className="truncate text-3xl font-bold text-fg sm:text-4xl">{name}</h1>
              {person.you && <YouTag />}
            </div>
            <CopyAddress address={fullAddress} />
          </div>
          <ProfileDetails profile={profile} />
          <div className="flex flex-wrap items-center gap-2">
            {isOwner && onEdit && (
              <Button variant="outline" onClick={onEdit}>
                Edit Profile
              </Button>
            )}
            {actions}
          </div>
        </div>
        <div className="[grid-area:guardian]">
          {guardian.data && <GuardianOverlay guardian={guardian.data} />}
        </div>
      </div>
    </section>
  );
}
