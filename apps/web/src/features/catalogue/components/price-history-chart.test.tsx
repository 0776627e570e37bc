import type { CollectionHistory } from '@guardians/shared/catalogue';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { HistoryPlot } from './history-plot.tsx';
import { IntervalToggle } from './price-history-chart.tsx';

const day = (d: number) => `2026-11-${String(d).padStart(2, '0')}T00:00:00.000Z`;

function history(sales: boolean): CollectionHistory {
  return {
    interval: 'seven_day',
    symbol: 'ETH',
    buckets: [16, 17, 18, 19, 20, 21, 22].map((d) => ({
      time: day(d),
      volume: sales && d === 21 ? 1.5 : 0,
      sales: sales && d === 21 ? 2 : 0,
      averagePrice: sales && d === 21 ? 0.75 : null,
      floorPrice: d >= 20 ? 0.25 : null,
    })),
  };
}

afterEach(cleanup);

describe('HistoryPlot', () => {
  it('draws a bar per bucket with volume and the floor line, and reads buckets with the arrow keys', () => {
    const { container } = render(<HistoryPlot history={history(true)} />);
    expect(container.querySelectorAll('[data-testid="volume-bar"]')).toHaveLength(1);
    expect(container.querySelector('[data-testid="floor-line"]')).toBeTruthy();
    expect(screen.queryByText('No sales in this period yet')).toBeNull();
    const slider = screen.getByRole('slider', { name: 'Chart bucket' });
    expect(slider.getAttribute('aria-valuetext')).toBe('Last 7 days: volume 1.5 ETH, 2 sales');
    fireEvent.keyDown(slider, { key: 'End' });
    fireEvent.keyDown(slider, { key: 'ArrowLeft' });
    expect(slider.getAttribute('aria-valuetext')).toBe(
      'Nov 21: volume 1.5 ETH, 2 sales, average 0.75 ETH, floor 0.25 ETH',
    );
    // The same numbers in a table for screen readers.
    expect(screen.getByRole('table').textContent).toContain('Nov 21');
  });

  it('says so when the period has no sales', () => {
    const { container } = render(<HistoryPlot history={history(false)} />);
    expect(screen.getByText('No sales in this period yet')).toBeTruthy();
    expect(container.querySelectorAll('[data-testid="volume-bar"]')).toHaveLength(0);
  });
});

function Harness() {
  const [value, setValue] = useState<'one_day' | 'seven_day' | 'thirty_day'>('thirty_day');
  return <IntervalToggle value={value} onChange={setValue} />;
}

describe('IntervalToggle', () => {
  it('is a group of radios with one checked', () => {
    render(<Harness />);
    expect(screen.getByRole('group', { name: 'Chart period' })).toBeTruthy();
    const week = screen.getByRole('radio', { name: 'Last 7 days' }) as HTMLInputElement;
    expect((screen.getByRole('radio', { name: 'Last 30 days' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(week);
    expect(week.checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Last 30 days' }) as HTMLInputElement).checked).toBe(false);
  });
});
