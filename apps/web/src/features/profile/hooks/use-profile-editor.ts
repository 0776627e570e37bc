import { messages } from '@guardians/shared/common';
import { type Profile, userMessages } from '@guardians/shared/users';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { useSignedIn } from '../../../lib/auth/use-signed-in.ts';
import { toast } from '../../../lib/toast.ts';
import { useWallet } from '../../../lib/wallet/wallet-store.ts';
import { type ProfileDraft, useUpdateProfile } from '../api/update-profile.ts';
import { blocksSave } from '../utils/username-availability.ts';
import { useUsernameStatus } from './use-username-status.ts';

/** Spec 4/8 save toast texts (one toast, turned from loading into the outcome). */
const saveMessages = {
  saving: 'setting site data...',
  failed: 'update failed!',
} as const;
export const SAVE_TOAST_ID = 'profile-save';

export type FieldError = { field: string; message: string };

function draftFrom(profile: Profile): ProfileDraft {
  return {
    username: profile.username ?? '',
    biography: profile.biography ?? '',
    url: profile.url ?? '',
    location: profile.location ?? '',
    guardianId: profile.guardianId,
    image: null,
  };
}

/** The editor's state: the draft, the username check, and the save with its staged toast. */
export function useProfileEditor(profile: Profile) {
  const { chainId } = useWallet();
  const { signedIn } = useSignedIn();
  const [draft, setDraft] = useState(() => draftFrom(profile));
  const [fieldError, setFieldError] = useState<FieldError | null>(null);
  const usernameStatus = useUsernameStatus(draft.username, profile.username);
  const mutation = useUpdateProfile(profile.account, chainId);

  function setField<K extends keyof ProfileDraft>(name: K, value: ProfileDraft[K]) {
    setDraft((current) => ({ ...current, [name]: value }));
    if (fieldError?.field === name) setFieldError(null);
  }

  /** Resolves true when the profile was saved. */
  async function save(): Promise<boolean> {
    setFieldError(null);
    if (!signedIn) {
      toast.error(messages.accessDenied, { id: SAVE_TOAST_ID });
      return false;
    }
    toast.loading(saveMessages.saving, { id: SAVE_TOAST_ID });
    try {
      const result = await mutation.mutateAsync(draft);
      if (!result.status) {
        toast.error(result.message, { id: SAVE_TOAST_ID });
        return false;
      }
      toast.success(userMessages.changesSaved, { id: SAVE_TOAST_ID });
      return true;
    } catch (error) {
      // The server's own words when it answered with an error body; otherwise the spec's fallback.
      const fromServer = error instanceof ApiError && error.code !== 'HTTP_ERROR';
      if (!fromServer) console.warn('Profile update failed', error);
      const message = fromServer ? error.message : saveMessages.failed;
      toast.error(message, { id: SAVE_TOAST_ID });
      if (fromServer && error.field) setFieldError({ field: error.field, message });
      return false;
    }
  }

  return {
    draft,
    setField,
    usernameStatus,
    fieldError,
    saving: mutation.isPending,
    canSave: !mutation.isPending && !blocksSave(usernameStatus),
    save,
  };
}
