import type { SiteSettings } from '@guardians/shared/admin';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useUpdateSiteSettings } from '../api/update-site-settings.ts';
import {
  configOf,
  draftOf,
  type SiteDraft,
  type SiteFieldErrors,
  sameConfig,
  validateSiteDraft,
} from '../utils/site-form.ts';

export const SITE_SAVED_MESSAGE = 'Site settings saved: every visitor sees them now';
const SAVE_FAILED = 'The settings could not be saved. Check your connection and try again.';

/**
 * The Site form's state: the draft, its field errors (live once a save was tried) and the save. The
 * server's refusal is shown in its own words, beside the button and in a toast.
 */
export function useSiteForm(settings: SiteSettings) {
  const [draft, setDraftState] = useState(() => draftOf(settings.config));
  const [errors, setErrors] = useState<SiteFieldErrors>({});
  const [checking, setChecking] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const mutation = useUpdateSiteSettings();

  function setDraft(next: SiteDraft) {
    setDraftState(next);
    if (!checking) return;
    const result = validateSiteDraft(next);
    setErrors(result.ok ? {} : result.errors);
  }

  /** Resolves true when the server stored the configuration. */
  async function save(): Promise<boolean> {
    setChecking(true);
    setRefusal(null);
    const result = validateSiteDraft(draft);
    if (!result.ok) {
      setErrors(result.errors);
      return false;
    }
    setErrors({});
    try {
      const saved = await mutation.mutateAsync(result.config);
      setDraftState(draftOf(saved.config));
      setChecking(false);
      toast.success(SITE_SAVED_MESSAGE);
      return true;
    } catch (error) {
      const fromServer = error instanceof ApiError && error.code !== 'HTTP_ERROR';
      if (!fromServer) console.warn('Site settings save failed', error);
      const message = fromServer ? error.message : SAVE_FAILED;
      if (fromServer && error.field) setErrors({ [error.field]: message });
      setRefusal(message);
      toast.error(message);
      return false;
    }
  }

  function discard() {
    setDraftState(draftOf(settings.config));
    setErrors({});
    setChecking(false);
    setRefusal(null);
  }

  const dirty = !sameConfig(configOf(draft), settings.config);
  return { draft, setDraft, errors, refusal, dirty, saving: mutation.isPending, save, discard };
}
