import type { ConsoleQuest } from '@guardians/shared/quests';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useSaveQuest } from '../api/save-quest.ts';
import { formOfQuest } from '../utils/quest-form.ts';

const failed = (error: unknown) =>
  error instanceof ApiError ? error.message : 'The quest could not be saved. Try again.';

/**
 * Enabling happens at once; disabling asks first (members lose the quest), so it goes through
 * `confirming` and the dialog's Confirm.
 */
export function useQuestToggle() {
  const save = useSaveQuest();
  const [confirming, setConfirming] = useState<ConsoleQuest | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  function send(quest: ConsoleQuest, disabled: boolean) {
    save.mutate(
      { id: quest._id, form: formOfQuest(quest, disabled) },
      {
        onSuccess: () => {
          toast.success(
            disabled
              ? `Quest disabled: members no longer see “${quest.title}”`
              : `Quest enabled: members see “${quest.title}” again`,
          );
          setConfirming(null);
        },
        onError: (error) => (disabled ? setRefusal(failed(error)) : toast.error(failed(error))),
      },
    );
  }

  return {
    confirming,
    pending: save.isPending,
    refusal,
    toggle: (quest: ConsoleQuest) => (quest.disabled ? send(quest, false) : setConfirming(quest)),
    confirm: () => confirming && send(confirming, true),
    cancel: () => {
      setConfirming(null);
      setRefusal(null);
      save.reset();
    },
  };
}
