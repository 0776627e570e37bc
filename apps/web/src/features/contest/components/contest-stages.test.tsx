import type { ContestStage } from '@guardians/shared/contest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setEnv } from '../../../lib/env.ts';
import { formatDay } from '../../../lib/format-date.ts';
import { serveApi } from '../../../test/fake-api.ts';
import { createEnv } from '../../../test/fixtures.ts';
import { CONTEST_STAGES } from '../utils/contest-stages.ts';
import { ContestStages } from './contest-stages.tsx';

const DAY = 86_400_000;
const fromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString();

function renderWith(stages: ContestStage[]) {
  serveApi({
    '/api/art-contests/stages': () => Response.json({ data: { items: stages, total: stages.length } }),
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ContestStages />
    </QueryClientProvider>,
  );
}

describe('the Odyssey contest cards', () => {
  beforeEach(() => setEnv(createEnv()));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("follow the console's dates: status from the clock, dates and prize, the Odyssey's words by name", async () => {
    const river = { id: 2, name: 'Mystic River', prizeUsd: 3000, startsAt: fromNow(-1), endsAt: fromNow(13) };
    renderWith([
      { id: 1, name: 'Mystic Forest', prizeUsd: 3000, startsAt: fromNow(-15), endsAt: fromNow(-1) },
      river,
      { id: 3, name: 'Moonlit Shore', prizeUsd: 0, startsAt: fromNow(14), endsAt: fromNow(28) },
    ]);
    await screen.findByText('3 stages with their dates, $6,000 in prizes.');
    const cards = screen.getAllByTestId('contest-stage-card');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Mystic Forest',
      'Mystic River',
      'Moonlit Shore',
    ]);
    expect(within(cards[0] as HTMLElement).getByText('Completed')).toBeTruthy();
    const running = cards[1] as HTMLElement;
    expect(running.getAttribute('aria-current')).toBe('step');
    expect(within(running).getByText('Open now')).toBeTruthy();
    expect(
      within(running).getByText(`${formatDay(river.startsAt)} – ${formatDay(river.endsAt)}`),
    ).toBeTruthy();
    const riverWords = CONTEST_STAGES.find((stage) => stage.name === 'Mystic River')?.summary ?? '';
    expect(within(running).getByText(riverWords)).toBeTruthy();
    const unknown = cards[2] as HTMLElement;
    expect(within(unknown).getByText('Coming next')).toBeTruthy();
    expect(within(unknown).getByText('No cash prize')).toBeTruthy();
  });

  it('keep the committed Odyssey stages while the console has set none', async () => {
    renderWith([]);
    await vi.waitFor(() =>
      expect(screen.getAllByTestId('contest-stage-card')).toHaveLength(CONTEST_STAGES.length),
    );
    expect(screen.getByText(/Three art contests, about two weeks each/)).toBeTruthy();
    expect(screen.getByText('Open now')).toBeTruthy();
  });
  it('speak of one stage in the singular', async () => {
    renderWith([{ id: 1, name: 'Mystic Forest', prizeUsd: 3000, startsAt: fromNow(1), endsAt: fromNow(15) }]);
    await screen.findByText('One stage with its dates, $3,000 in prizes.');
  });
});
