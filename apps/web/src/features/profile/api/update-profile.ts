import { AVATAR_FIELD, UserActionResponseSchema, type UserActionResult } from '@guardians/shared/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { keyRoots } from '../../../lib/api/query-keys.ts';
import { apiBaseUrl, toApiError } from '../../../lib/api-client.ts';
import { getEnv } from '../../../lib/env.ts';
import { getProfileQueryOptions } from './get-profile.ts';

/** What the editor holds; text fields as typed, the Guardian by id, the picked avatar file. */
export type ProfileDraft = {
  username: string;
  biography: string;
  url: string;
  location: string;
  guardianId: number | null;
  image: File | null;
};

const textFields = ['username', 'biography', 'url', 'location'] as const;

/** Spec 5: only non-empty fields are sent (empty means "unchanged" to the server). */
export function toProfileFormData(draft: ProfileDraft): FormData {
  const form = new FormData();
  for (const name of textFields) {
    const value = draft[name].trim();
    if (value) form.append(name, value);
  }
  if (draft.guardianId !== null) form.append('guardianId', String(draft.guardianId));
  if (draft.image && draft.image.size > 0) form.append(AVATAR_FIELD, draft.image, draft.image.name);
  return form;
}

/**
 * POST /api/users/ as multipart. Its own fetch (the API client sends JSON); error bodies become
 * the same typed ApiError, so the editor can show the server's message.
 */
export async function updateProfile(form: FormData): Promise<UserActionResult> {
  const response = await fetch(`${apiBaseUrl(getEnv().apiUrl)}/api/users/`, {
    method: 'POST',
    headers: { accept: 'application/json' },
    credentials: 'include',
    body: form,
  });
  if (!response.ok) throw await toApiError(response);
  return UserActionResponseSchema.parse(await response.json()).data;
}

export function useUpdateProfile(account: `0x${string}`, chainId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: ProfileDraft) => updateProfile(toProfileFormData(draft)),
    // The new name and picture show wherever the account does (identities), not only on the profile.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: getProfileQueryOptions(account, chainId).queryKey }),
        queryClient.invalidateQueries({ queryKey: [keyRoots.identities, account.toLowerCase()] }),
      ]),
  });
}
