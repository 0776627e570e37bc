import { type Shield, ShieldResponseSchema } from '@guardians/shared/shields';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiBaseUrl, toApiError } from '../../../lib/api-client.ts';
import { getEnv } from '../../../lib/env.ts';
import { type ShieldDraft, toShieldFormData } from '../utils/shield-form.ts';
import { SHIELDS_KEY } from './get-shields.ts';

/** A new shield (no id) or an edit of an existing one. */
type ShieldSave = { id: number | null; draft: ShieldDraft };

/**
 * POST /api/shields (201) or PUT /api/shields/{id}, multipart (content:edit). apiRequest sends
 * JSON only, so the form goes through fetch here; error bodies still become the typed ApiError.
 */
async function saveShield({ id, draft }: ShieldSave): Promise<Shield> {
  const path = id === null ? '/api/shields' : `/api/shields/${id}`;
  const response = await fetch(`${apiBaseUrl(getEnv().apiUrl)}${path}`, {
    method: id === null ? 'POST' : 'PUT',
    headers: { accept: 'application/json' },
    credentials: 'include',
    body: toShieldFormData(draft),
  });
  if (!response.ok) throw await toApiError(response);
  return ShieldResponseSchema.parse(await response.json()).data;
}

/** Every shields query (the strip, the profile's modal, the console's list) refreshes after a save. */
export function useSaveShield() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveShield,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [SHIELDS_KEY] }),
  });
}
