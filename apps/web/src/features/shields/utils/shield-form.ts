import { SHIELD_IMAGE_EXTENSIONS, ShieldFormSchema, shieldMessages } from '@guardians/shared/shields';
import type { ShieldDraft } from '../api/update-shield.ts';

/**
 * The server's rules, checked before sending so the admin gets the answer at once: name and
 * description required ('All fields are required'), a png, jpg or jpeg picture. The server still
 * decides by the file's bytes.
 */
export function validateShieldDraft(draft: ShieldDraft): string | null {
  if (!draft.name.trim() || !draft.description.trim()) return shieldMessages.allFieldsRequired;
  const parsed = ShieldFormSchema.safeParse({ name: draft.name, description: draft.description });
  if (!parsed.success) return parsed.error.issues[0]?.message ?? 'The form is invalid';
  if (draft.image) {
    const extension = /\.([^.]+)$/.exec(draft.image.name)?.[1]?.toLowerCase() ?? '';
    if (!(SHIELD_IMAGE_EXTENSIONS as readonly string[]).includes(extension)) return shieldMessages.imageType;
  }
  return null;
}
