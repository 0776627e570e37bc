import { messages } from '@guardians/shared';
import { useCallback, useEffect, useState } from 'react';
import { toast } from '../../../lib/toast.ts';

/** Spec 4/9: the copy feedback flag resets after one second. */
export const COPY_FEEDBACK_MS = 1000;

/** Copies text to the clipboard, toasts 'Address Copied!' and flags `copied` for one second. */
export function useCopyFeedback(): { copied: boolean; copy: (text: string) => Promise<void> } {
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = useCallback(async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      toast.success(messages.addressCopied);
    } catch (error) {
      // Clipboard access can be refused (insecure context, permissions): nothing was copied.
      console.warn('Clipboard write failed', error);
    }
  }, []);

  return { copied, copy };
}
