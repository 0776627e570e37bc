import { SHIELD_IMAGE_FIELD, type Shield, ShieldResponseSchema } from '@guardians/shared/shields';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiBaseUrl, toApiError } from '../../../lib/api-client.ts';
import { getEnv } from '../../../lib/env.ts';
import { SHIELDS_KEY } from './get-shields.ts';

export type ShieldDraft = { name: string; description: string; image: File | null };

function toShieldFormData(draft: ShieldDraft): FormData {
  const form = new FormData();
  form.append('name', draft.name.trim());
  form.append('description', draft.description.trim());
  if (draft.image && draft.image.size > 0) form.append(SHIELD_IMAGE_FIELD, draft.image, draft.image.name);
  return form;
}

/** PUT /api/shields/{id} as multipart (admin); error bodies become the typed ApiError. */
async function updateShield(id: number, form: FormData): Promise<Shield> {
  const response = await fetch(`${apiBaseUrl(getEnv().apiUrl)}/api/shields/${id}`, {
    method: 'PUT',
    headers: { accept: 'application/json' },
    credentials: 'include',
    body: form,
  });
  if (!response.ok) throw await toApiError(response);
  return ShieldResponseSchema.parse(await response.json()).data;
}

export function useUpdateShield(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: ShieldDraft) => updateShield(id, toShieldFormData(draft)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [SHIELDS_KEY] }),
  });
}
