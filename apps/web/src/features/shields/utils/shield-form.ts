import {
  SHIELD_IMAGE_EXTENSIONS,
  SHIELD_IMAGE_FIELD,
  ShieldFormSchema,
  shieldMessages,
} from '@guardians/shared/shields';

export type ShieldDraft = { name: string; description: string; image: File | null };

/**
 * The server's rules, checked before sending so the admin gets the answer at once: name and
 * description required ('All fields are required'), a png, jpg or jpeg picture, which a new shield
 * must have (the server answers the same sentence without one). The server still decides by the
 * file's bytes.
 */
export function validateShieldDraft(
  draft: ShieldDraft,
  { imageRequired = false }: { imageRequired?: boolean } = {},
): string | null {
  if (!draft.name.trim() || !draft.description.trim()) return shieldMessages.allFieldsRequired;
  const parsed = ShieldFormSchema.safeParse({ name: draft.name, description: draft.description });
  if (!parsed.success) return parsed.error.issues[0]?.message ?? 'The form is invalid';
  if (!draft.image || draft.image.size === 0) return imageRequired ? shieldMessages.allFieldsRequired : null;
  const extension = /\.([^.]+)$/.exec(draft.image.name)?.[1]?.toLowerCase() ?? '';
  if (!(SHIELD_IMAGE_EXTENSIONS as readonly string[]).includes(extension)) return shieldMessages.imageType;
  return null;
}

/** The multipart body both shield endpoints read; no picture part keeps the current picture. */
export function toShieldFormData(draft: ShieldDraft): FormData {
  const form = new FormData();
  form.append('name', draft.name.trim());
  form.append('description', draft.description.trim());
  if (draft.image && draft.image.size > 0) form.append(SHIELD_IMAGE_FIELD, draft.image, draft.image.name);
  return form;
}
