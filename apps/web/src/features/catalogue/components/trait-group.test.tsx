import type { TraitPrice } from '@guardians/shared/catalogue';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TraitGroup } from './trait-group.tsx';

afterEach(cleanup);

/** The box's description as assistive technology computes it: the text of the elements it names. */
function description(box: HTMLElement): string {
  const ids = box.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const price = (value: string, floor: string | null, topOffer?: string | null): TraitPrice => ({
  traitType: 'Background',
  value,
  floor,
  ...(topOffer === undefined ? {} : { topOffer }),
});

function renderGroup(prices?: Map<string, TraitPrice>) {
  render(
    <TraitGroup
      traitType="Background"
      values={['Jade', 'Onyx', 'Ruby', 'Gold']}
      counts={{ Jade: 12, Onyx: 8, Ruby: 3, Gold: 1 }}
      selected={['Jade']}
      onToggle={() => {}}
      prices={prices}
    />,
  );
}

describe('TraitGroup', () => {
  it("shows each value's floor and top offer beside its count, compactly", () => {
    renderGroup(
      new Map([
        ['Jade', price('Jade', '0.1', '0.08')],
        ['Onyx', price('Onyx', '1.234567', null)],
        ['Ruby', price('Ruby', null, '0.05')],
      ]),
    );
    const jade = screen.getByRole('checkbox', { name: 'Jade' });
    const row = jade.closest('label');
    expect(row?.textContent).toContain('Floor 0.1');
    expect(row?.textContent).toContain('Offer 0.08');
    const onyx = screen.getByRole('checkbox', { name: 'Onyx' }).closest('label');
    expect(onyx?.textContent).toContain('Floor 1.2346');
    expect(onyx?.textContent).not.toContain('Offer');
    const ruby = screen.getByRole('checkbox', { name: 'Ruby' }).closest('label');
    expect(ruby?.textContent).not.toContain('Floor');
    expect(ruby?.textContent).toContain('Offer 0.05');
    expect(screen.getByRole('checkbox', { name: 'Gold' }).closest('label')?.textContent).toBe('Gold1 items');
  });

  it('names each box by its value alone and reads the count and prices as its description', () => {
    renderGroup(
      new Map([
        ['Jade', price('Jade', '0.1', '0.08')],
        ['Ruby', price('Ruby', null, '0.05')],
      ]),
    );
    expect(description(screen.getByRole('checkbox', { name: 'Jade' }))).toBe(
      '12 items, floor 0.1 ETH, top offer 0.08 WETH',
    );
    expect(description(screen.getByRole('checkbox', { name: 'Ruby' }))).toBe('3 items, top offer 0.05 WETH');
    expect(description(screen.getByRole('checkbox', { name: 'Gold' }))).toBe('1 items');
  });

  it('shows counts alone while the prices are loading or failed', () => {
    renderGroup(undefined);
    expect(screen.queryByText(/Floor|Offer/)).toBeNull();
    expect(description(screen.getByRole('checkbox', { name: 'Jade' }))).toBe('12 items');
  });
});
