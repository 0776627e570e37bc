import { toast } from '../toast.ts';
import { transactionErrorMessage } from './transaction-errors.ts';
import {
  type ContractCall,
  sendContractCall,
  simulateContractCall,
  waitForTransaction,
} from './wallet-actions.ts';

export type TransactionLabels = {
  /** While the wallet shows its confirmation, e.g. 'Confirm the purchase in your wallet...'. */
  confirm: string;
  /** Once sent, while the block is awaited, e.g. 'Buying...'. */
  pending: string;
  /** Once mined, while the page catches up (`settle`), e.g. 'Bought. Updating the page...'. */
  settling?: string;
  /** When it is done, e.g. 'Bought!': after the receipt, and after `settle` when there is one. */
  success: string;
  /**
   * How a failure reads, for calls whose errors mean something else than a listing's (an offer's
   * `InvalidSignature` is the offerer's); transactionErrorMessage by default.
   */
  describeError?: (error: unknown) => string;
};

export class TransactionFailedError extends Error {
  override readonly name = 'TransactionFailedError';
}

let counter = 0;

export type TransactionStage = 'checking' | 'confirm' | 'pending';

/**
 * Simulates (so a call that would revert never reaches the wallet), sends, and waits for the
 * block. A revert after sending (someone was faster) is explained by simulating again on the new
 * state. `onStage` lets the caller tell the person what is happening.
 */
export async function executeTransaction(
  call: ContractCall,
  onStage: (stage: TransactionStage) => void = () => {},
): Promise<`0x${string}`> {
  onStage('checking');
  await simulateContractCall(call);
  onStage('confirm');
  const hash = await sendContractCall(call);
  onStage('pending');
  // wagmi's receipt wait throws on a revert (with at best a reason string): explain it either way.
  const outcome = await waitForTransaction(hash).catch(async (error: unknown) => {
    throw await explainRevert(call, error);
  });
  if (outcome.status === 'reverted') throw await explainRevert(call);
  return hash;
}

/**
 * One transaction with one toast through its stages: checked, confirmed in the wallet, mined, and
 * (with `settle`) shown: the success toast waits until the page tells the new story, so a person
 * never reads 'Bought!' beside the old owner. Resolves with the hash on success; rejects with
 * TransactionFailedError after the toast has said why. A settle that fails or times out does not
 * undo a mined transaction: the success toast still comes.
 */
export async function runTransaction(
  call: ContractCall,
  labels: TransactionLabels,
  settle?: (hash: `0x${string}`) => Promise<unknown>,
): Promise<`0x${string}`> {
  const id = `tx-${++counter}`;
  const stageLabels: Record<TransactionStage, string> = {
    checking: 'Checking the transaction...',
    confirm: labels.confirm,
    pending: labels.pending,
  };
  let hash: `0x${string}`;
  try {
    hash = await executeTransaction(call, (stage) => toast.loading(stageLabels[stage], { id }));
  } catch (error) {
    const message = (labels.describeError ?? transactionErrorMessage)(error);
    toast.error(message, { id });
    throw new TransactionFailedError(message, { cause: error });
  }
  if (settle) {
    toast.loading(labels.settling ?? labels.pending, { id });
    await settle(hash).catch((error: unknown) => console.warn('The page did not catch up', error));
  }
  toast.success(labels.success, { id });
  return hash;
}

async function explainRevert(call: ContractCall, fallback?: unknown): Promise<unknown> {
  try {
    await simulateContractCall(call);
  } catch (error) {
    return error;
  }
  return fallback ?? new Error('The transaction was reverted');
}
