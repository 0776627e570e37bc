import {
  type ConsoleVaultAsset,
  ConsoleVaultAssetResponseSchema,
  VAULT_FILE_FIELD,
  VAULT_IMAGE_FIELD,
} from '@guardians/shared/vault';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, apiBaseUrl, toApiError } from '../../../lib/api-client.ts';
import { getEnv } from '../../../lib/env.ts';
import type { VaultUpload } from '../utils/content-vault-form.ts';
import { contentVaultKey } from './content-vault.ts';

const networkError = () =>
  new ApiError(0, 'NETWORK', 'The upload did not reach the site. Check the connection and try again.');

/** Text first, so the server refuses a bad title before reading 50 MB of file. */
function toFormData(upload: VaultUpload): FormData {
  const form = new FormData();
  form.append('title', upload.title.trim());
  form.append('description', upload.description.trim());
  form.append('holdersOnly', String(upload.holdersOnly));
  form.append(VAULT_IMAGE_FIELD, upload.image, upload.image.name);
  form.append(VAULT_FILE_FIELD, upload.file, upload.file.name);
  return form;
}

/**
 * POST /api/admin/vault as multipart (content:edit). XMLHttpRequest rather than fetch: only it
 * reports how much of a large file has been sent. Error bodies become the typed ApiError.
 */
function uploadVaultAsset(
  upload: VaultUpload,
  onProgress: (sent: number) => void,
): Promise<ConsoleVaultAsset> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${apiBaseUrl(getEnv().apiUrl)}/api/admin/vault`);
    request.withCredentials = true;
    request.setRequestHeader('accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(networkError());
    request.onload = () => {
      if (request.status < 200) return reject(networkError());
      const response = new Response(request.responseText, { status: request.status });
      const answer = response.ok
        ? response.json().then((body) => ConsoleVaultAssetResponseSchema.parse(body).data)
        : toApiError(response).then((error) => Promise.reject(error));
      answer.then(resolve, reject);
    };
    request.send(toFormData(upload));
  });
}

/** The upload and how far it has got (0 to 1; null when none is running). */
export function useUploadVaultAsset() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useMutation({
    mutationFn: (asset: VaultUpload) => {
      setProgress(0);
      return uploadVaultAsset(asset, setProgress);
    },
    onSettled: () => {
      setProgress(null);
      return queryClient.invalidateQueries({ queryKey: contentVaultKey });
    },
  });
  return { upload, progress };
}
