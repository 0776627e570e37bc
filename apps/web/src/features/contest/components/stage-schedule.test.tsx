import type { ContestStage } from '@guardians/shared/contest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setEnv } from '../../../lib/env.ts';
import { formatSpecDate } from '../../../lib/format-date.ts';
import { serveApi } from '../../../test/fake-api.ts';
import { createEnv } from '../../../test/fixtures.ts';
import { StageSchedule } from './stage-schedule.tsx';

const DAY = 86_400_000;
const fromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString();

function createStage(overrides: Partial<ContestStage> = {}): ContestStage {
  return {
    id: 1,
    name: 'Mystic Forest',
    prizeUsd: 3000,
    startsAt: fromNow(-2),
    endsAt: fromNow(12),
    ...overrides,
  };
}

function renderWith(stages: ContestStage[]) {
  serveApi({
    '/api/art-contests/stages': () => Response.json({ data: { items: stages, total: stages.length } }),
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <StageSchedule fallback={<p>The Odyssey's own stage</p>} />
    </QueryClientProvider>,
  );
}

describe('the stage schedule on the arena', () => {
  beforeEach(() => setEnv(createEnv()));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('names the running stage with its prize and when it ends', async () => {
    const current = createStage();
    renderWith([
      createStage({ id: 0, name: 'Golden Temple', startsAt: fromNow(-20), endsAt: fromNow(-5) }),
      current,
    ]);
    const line = await screen.findByTestId('stage-schedule');
    expect(line.textContent).toBe(
      `Open now Mystic Forest · $3,000 prize · ends ${formatSpecDate(current.endsAt)}`,
    );
  });

  it('names the next stage and when it starts while none runs', async () => {
    const next = createStage({ name: 'Mystic River', startsAt: fromNow(3), endsAt: fromNow(17) });
    renderWith([next]);
    const line = await screen.findByTestId('stage-schedule');
    expect(line.textContent).toBe(
      `Next stage Mystic River · $3,000 prize · starts ${formatSpecDate(next.startsAt)}`,
    );
  });

  it('shows nothing once every stage is over', async () => {
    renderWith([createStage({ startsAt: fromNow(-20), endsAt: fromNow(-5) })]);
    await vi.waitFor(() => expect(vi.mocked(globalThis.fetch)).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('stage-schedule')).toBeNull();
    expect(screen.queryByText("The Odyssey's own stage")).toBeNull();
  });

  it('leaves the page its own words while the console has set no stage', async () => {
    renderWith([]);
    expect(await screen.findByText("The Odyssey's own stage")).toBeTruthy();
    expect(screen.queryByTestId('stage-schedule')).toBeNull();
  });
});
