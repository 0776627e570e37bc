import type { Quest } from '@guardians/shared/quests';
import { useRequireSignIn } from '../../../lib/auth/use-require-sign-in.ts';
import { toast } from '../../../lib/toast.ts';
import { useCompleteQuestMutation } from '../api/complete-quest.ts';
import { questScreenMessages, serverMessage } from '../utils/messages.ts';

/**
 * 'Complete quest': the wallet and signature first (spec 6: connect dialog, then 'Please sign
 * signature to continue'), then the server checks the requirement. Its refusal (409: not linked,
 * not enough Guardians...) is shown as it is worded.
 */
export function useQuestCompletion(quest: Quest) {
  const requireSignIn = useRequireSignIn();
  const mutation = useCompleteQuestMutation();

  async function complete(proof?: string): Promise<boolean> {
    if (!(await requireSignIn())) return false;
    const id = `quest-${quest._id}`;
    try {
      const result = await mutation.mutateAsync(
        proof === undefined ? { questId: quest._id } : { questId: quest._id, proof },
      );
      if (result.status === 'completed') {
        toast.success(questScreenMessages.completed(result.pointsAwarded || quest.points), { id });
      } else if (result.status === 'pending') {
        toast.info(questScreenMessages.submitted, { id });
      }
      return true;
    } catch (error) {
      toast.error(serverMessage(error) ?? questScreenMessages.completeFailed, { id });
      return false;
    }
  }

  return { complete, pending: mutation.isPending };
}
