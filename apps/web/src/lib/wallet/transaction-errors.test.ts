import { describe, expect, it } from 'vitest';
import { findRevert, isUserRejection, transactionErrorMessage } from './transaction-errors.ts';

/** The shape viem throws: an execution error whose cause chain ends in the decoded revert. */
function viemRevert(errorName: string, args: unknown[] = []) {
  const reverted = Object.assign(new Error('reverted'), {
    name: 'ContractFunctionRevertedError',
    data: { errorName, args },
  });
  return Object.assign(new Error('execution failed'), {
    name: 'ContractFunctionExecutionError',
    cause: reverted,
  });
}

describe('transactionErrorMessage', () => {
  it('explains a listing someone else filled first', () => {
    expect(transactionErrorMessage(viemRevert('ListingAlreadyFilled', ['0x01']))).toBe(
      'Someone else bought this item first.',
    );
  });

  it('explains a sweep whose every listing went before it was mined', () => {
    expect(transactionErrorMessage(viemRevert('SweepBoughtNothing', []))).toBe(
      'None of these items is for sale any more, so nothing was bought and you were not charged.',
    );
  });

  it('puts the contract arguments into the sentence', () => {
    expect(transactionErrorMessage(viemRevert('WalletLimitReached', [3n, 3n]))).toBe(
      'This wallet may mint 3 in total and has minted 3.',
    );
    expect(transactionErrorMessage(viemRevert('InsufficientPayment', [10n ** 17n, 1n]))).toBe(
      'The price is 0.1 ETH now. Reload the page and try again.',
    );
  });

  it('names an unknown custom error rather than hiding it', () => {
    expect(transactionErrorMessage(viemRevert('Surprise'))).toBe('The transaction would fail (Surprise).');
  });

  it('recognises a wallet rejection by EIP-1193 code anywhere in the chain', () => {
    const rejected = { message: 'outer', cause: { code: 4001, message: 'User rejected' } };
    expect(isUserRejection(rejected)).toBe(true);
    expect(transactionErrorMessage(rejected)).toBe('You declined the request in your wallet.');
  });

  it('reports missing funds and falls back to a generic sentence', () => {
    expect(transactionErrorMessage(new Error('insufficient funds for gas * price + value'))).toBe(
      'Your wallet does not hold enough ETH for this and its gas.',
    );
    expect(transactionErrorMessage(new Error('socket hang up'))).toBe(
      'The transaction failed. Please try again.',
    );
    expect(findRevert(new Error('plain'))).toBeUndefined();
  });
});
