import { swapMessages } from '@guardians/shared/swaps';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ClaimForm } from './claim-form.tsx';

function renderForm(overrides: Partial<Parameters<typeof ClaimForm>[0]> = {}) {
  const onClaim = vi.fn(async () => true);
  render(
    <ClaimForm
      balance={50}
      remaining={20}
      maxAmount={20}
      symbol="ANIME"
      running={false}
      onClaim={onClaim}
      {...overrides}
    />,
  );
  return { onClaim, input: screen.getByLabelText('Amount to claim') as HTMLInputElement };
}

describe('ClaimForm', () => {
  afterEach(() => cleanup());

  it('fills Max with the smaller of balance and allowance, and claims it', async () => {
    const { onClaim, input } = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Max' }));
    expect(input.value).toBe('20.00');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Claim' }));
    });
    expect(onClaim).toHaveBeenCalledWith('20.00');
    expect(input.value).toBe('');
  });

  it('says what is wrong as it is typed, and Claim stays off until the amount can be claimed', async () => {
    const { onClaim, input } = renderForm();
    const claim = screen.getByRole('button', { name: 'Claim' }) as HTMLButtonElement;
    expect(claim.disabled).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
    for (const [typed, message] of [
      ['1.234', swapMessages.invalidAmount],
      ['abc', swapMessages.invalidAmount], // non-numeric counts as 0 (spec 5)
      ['0', swapMessages.invalidAmount],
      ['51', swapMessages.notEnoughCoins],
      ['21', swapMessages.overMaxClaim],
    ]) {
      fireEvent.change(input, { target: { value: typed } });
      expect(screen.getByRole('alert').textContent, typed).toBe(message);
      expect(claim.disabled, typed).toBe(true);
    }
    await act(async () => {
      fireEvent.submit(input.form as HTMLFormElement);
    });
    expect(onClaim).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '20' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(claim.disabled).toBe(false);
  });

  it('shows no error while a claim lands, though the balance and allowance drop under the amount', async () => {
    let land: (ok: boolean) => void = () => {};
    const onClaim = vi.fn(() => new Promise<boolean>((resolve) => (land = resolve)));
    const props = { balance: 50, remaining: 20, maxAmount: 20, symbol: 'ANIME', onClaim };
    const { rerender } = render(<ClaimForm {...props} running={false} />);
    const input = screen.getByLabelText('Amount to claim') as HTMLInputElement;
    fireEvent.change(input, { target: { value: '20' } });
    await act(async () => {
      fireEvent.submit(input.form as HTMLFormElement);
    });
    // The claim is on chain: the ledger and the contract already say so, the promise not yet.
    rerender(<ClaimForm {...props} balance={30} remaining={0} maxAmount={0} running={true} />);
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<ClaimForm {...props} balance={30} remaining={0} maxAmount={0} running={false} />);
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => land(true));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(input.value).toBe('');
  });

  it('accepts a decimal comma', async () => {
    const { onClaim, input } = renderForm();
    fireEvent.change(input, { target: { value: '2,5' } });
    await act(async () => {
      fireEvent.submit(input.form as HTMLFormElement);
    });
    expect(onClaim).toHaveBeenCalledWith('2.50');
  });

  it('disables Max when nothing can be claimed', () => {
    renderForm({ maxAmount: 0 });
    expect((screen.getByRole('button', { name: 'Max' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
