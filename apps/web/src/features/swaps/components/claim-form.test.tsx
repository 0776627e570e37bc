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

  it('says what is wrong instead of claiming', async () => {
    const { onClaim, input } = renderForm();
    fireEvent.change(input, { target: { value: '1.234' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Claim' }));
    });
    expect(screen.getByRole('alert').textContent).toBe(swapMessages.invalidAmount);
    fireEvent.change(input, { target: { value: '21' } });
    expect(screen.getByRole('alert').textContent).toBe(swapMessages.overMaxClaim);
    expect(onClaim).not.toHaveBeenCalled();
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
