import { CONTEST_TOAST_MS, contestMessages } from '@guardians/shared/contest';
import { galleryMessages } from '@guardians/shared/gallery';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useLocation } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { returnToFor } from '../../../lib/social/oauth-start-url.ts';
import { useRequireLinkedX } from '../../../lib/social/use-require-linked-x.ts';
import { toast } from '../../../lib/toast.ts';
import { SUBMISSION_LIST_KEYS } from '../api/contest-keys.ts';
import { submitFanArt } from '../api/submit-fan-art.ts';
import {
  checkDraft,
  type DraftErrors,
  draftFieldOf,
  type SubmissionDraft,
  toSubmissionFormData,
} from '../utils/submission-form.ts';

const SUBMIT_PURPOSE = 'Submitting fan art';

/**
 * Checks the draft with the server's own rules, then the gate (wallet, signature, linked X; linking
 * X leaves the page and comes back here), then uploads with progress. On success: the spec's toast,
 * and every fan-art list (keys 'fan-art...') refetches. A refusal
 * tied to a field is shown under it; anything else in a toast.
 */
export function useSubmitArt(onSubmitted: () => void) {
  const requireLinkedX = useRequireLinkedX();
  const queryClient = useQueryClient();
  const location = useLocation();
  const [errors, setErrors] = useState<DraftErrors>({});
  const [progress, setProgress] = useState<number | null>(null);

  const submit = useCallback(
    async (draft: SubmissionDraft): Promise<boolean> => {
      const check = checkDraft(draft);
      if (!check.ok) {
        setErrors(check.errors);
        return false;
      }
      setErrors({});
      const account = await requireLinkedX({
        linkPrompt: galleryMessages.xRequired,
        returnTo: returnToFor(location),
        purpose: SUBMIT_PURPOSE,
      });
      if (!account) return false;
      setProgress(0);
      try {
        await submitFanArt(toSubmissionFormData(check), setProgress);
        toast.success(galleryMessages.submitted, { duration: CONTEST_TOAST_MS });
        onSubmitted();
        await queryClient.invalidateQueries({
          predicate: (query) => SUBMISSION_LIST_KEYS.includes(String(query.queryKey[0])),
        });
        return true;
      } catch (error) {
        const known = error instanceof ApiError && error.status < 500 && error.message;
        const message = known ? error.message : contestMessages.tryLater;
        const field = error instanceof ApiError ? draftFieldOf(error.field) : null;
        if (field) setErrors({ [field]: message });
        toast.error(message, { duration: CONTEST_TOAST_MS });
        return false;
      } finally {
        setProgress(null);
      }
    },
    [requireLinkedX, location, queryClient, onSubmitted],
  );

  return { submit, errors, setErrors, progress, uploading: progress !== null };
}
