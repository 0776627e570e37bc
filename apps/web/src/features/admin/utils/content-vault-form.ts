import { VAULT_FILE_MAX_BYTES, VaultAssetFormSchema, vaultConsoleMessages } from '@guardians/shared/vault';

/** An upload as it is sent: the text parts checked, both files chosen. */
export type VaultUpload = {
  title: string;
  description: string;
  holdersOnly: boolean;
  image: File;
  file: File;
};

/** What the operator has filled in so far. */
export type VaultUploadValues = {
  title: string;
  description: string;
  holdersOnly: boolean;
  image: File | null;
  file: File | null;
};
type VaultUploadField = 'title' | 'description' | 'image' | 'file';
export type VaultUploadErrors = Partial<Record<VaultUploadField, string>>;

export const emptyVaultUpload: VaultUploadValues = {
  title: '',
  description: '',
  holdersOnly: false,
  image: null,
  file: null,
};

const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
const PICTURE_NAME = /\.(png|jpe?g|webp)$/i;

/** 1536 -> '1.5 KB', 52428800 -> '50.0 MB' (binary units, as the vault page shows sizes). */
export function formatSize(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${value} ${value === 1 ? 'byte' : 'bytes'}` : `${value.toFixed(1)} ${units[unit]}`;
}

const sentence = (message: string) => message.charAt(0).toUpperCase() + message.slice(1);

/**
 * The upload, or what is wrong with it field by field: the text by the server's schema, the picture
 * by its type (the server checks its bytes too), the file by the server's size limit, before a
 * 50 MB upload is sent only to be refused.
 */
export function checkVaultUpload(
  values: VaultUploadValues,
): { upload: VaultUpload; errors: null } | { upload: null; errors: VaultUploadErrors } {
  const errors: VaultUploadErrors = {};
  const text = VaultAssetFormSchema.safeParse({
    title: values.title,
    description: values.description,
    holdersOnly: String(values.holdersOnly),
  });
  if (!text.success) {
    for (const issue of text.error.issues) {
      const field = issue.path[0];
      if ((field === 'title' || field === 'description') && !errors[field])
        errors[field] = sentence(issue.message);
    }
  }
  const { image, file } = values;
  if (!image) errors.image = vaultConsoleMessages.imageRequired;
  else if (!PICTURE_TYPES.includes(image.type) && !PICTURE_NAME.test(image.name))
    errors.image = vaultConsoleMessages.imageType;
  if (!file) errors.file = vaultConsoleMessages.fileRequired;
  else if (file.size === 0) errors.file = vaultConsoleMessages.fileEmpty;
  else if (file.size > VAULT_FILE_MAX_BYTES)
    errors.file = `The file is ${formatSize(file.size)}; the vault takes files up to ${formatSize(VAULT_FILE_MAX_BYTES)}`;
  if (!text.success || !image || !file || Object.keys(errors).length > 0) return { upload: null, errors };
  return {
    upload: {
      title: text.data.title,
      description: text.data.description,
      holdersOnly: values.holdersOnly,
      image,
      file,
    },
    errors: null,
  };
}
