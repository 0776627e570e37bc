import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setEnv } from '../../../lib/env.ts';
import { errorAnswer, serveApi, settleIdentityBatches } from '../../../test/fake-api.ts';
import { createEnv } from '../../../test/fixtures.ts';
import { bodyOf, renderConsolePage } from '../utils/console-test-kit.tsx';
import { createStage, daysFromNow } from '../utils/contest-test-kit.ts';
import { toLocalInput } from '../utils/local-datetime.ts';
import { ContestPage } from './contest-page.tsx';

const stages = [
  createStage({
    id: 1,
    name: 'Golden Temple',
    prizeUsd: 0,
    startsAt: daysFromNow(-30),
    endsAt: daysFromNow(-16),
  }),
  createStage({ id: 2, name: 'Mystic Forest' }),
  createStage({
    id: 3,
    name: 'Great Waterfall',
    prizeUsd: 5000,
    startsAt: daysFromNow(20),
    endsAt: daysFromNow(34),
  }),
];
const list = () => Response.json({ data: { items: stages, total: stages.length } });
const renderStages = () => renderConsolePage(<ContestPage />, '/admin/contest');
const writes = (fetch: ReturnType<typeof serveApi>) =>
  fetch.mock.calls.filter(([, init]) => init?.method && init.method !== 'GET');

async function fillNewStage(fields: { name: string; prize: string; starts: string; ends: string }) {
  fireEvent.click(await screen.findByRole('button', { name: 'New stage' }));
  const dialog = screen.getByRole('dialog', { name: 'New stage' });
  fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: fields.name } });
  fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'Prize (US dollars)' }), {
    target: { value: fields.prize },
  });
  fireEvent.change(within(dialog).getByLabelText('Starts'), { target: { value: fields.starts } });
  fireEvent.change(within(dialog).getByLabelText('Ends'), { target: { value: fields.ends } });
  return dialog;
}

describe('the contest stages', () => {
  beforeEach(() => setEnv(createEnv()));
  afterEach(async () => {
    cleanup();
    await settleIdentityBatches();
    vi.unstubAllGlobals();
  });

  it('lists each stage as past, running or upcoming, with its prize', async () => {
    serveApi({ '/api/art-contests/stages': list });
    renderStages();
    const [temple, forest, falls] = await screen.findAllByTestId('contest-stage');
    expect(within(temple as HTMLElement).getByText('Past')).toBeTruthy();
    expect(within(forest as HTMLElement).getByText('Running now')).toBeTruthy();
    expect(within(forest as HTMLElement).getByText('$3,000 prize')).toBeTruthy();
    expect(within(falls as HTMLElement).getByText('Upcoming')).toBeTruthy();
    expect(within(falls as HTMLElement).getByText('$5,000 prize')).toBeTruthy();
  });

  it('checks a new stage before sending it, then sends its dates as ISO instants', async () => {
    const fetch = serveApi({
      '/api/art-contests/stages': list,
      'POST /api/admin/contest/stages': ({ init }) =>
        Response.json({ data: { id: 9, ...(bodyOf(init) as object) } }, { status: 201 }),
    });
    renderStages();
    const starts = '2031-07-01T10:00:00.000Z';
    const ends = '2031-07-15T10:00:00.000Z';
    const dialog = await fillNewStage({
      name: 'Mystic River',
      prize: '3000',
      starts: toLocalInput(ends),
      ends: toLocalInput(starts),
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add stage' }));
    expect(await within(dialog).findByText('The end must come after the start')).toBeTruthy();
    expect(writes(fetch)).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Starts'), { target: { value: toLocalInput(starts) } });
    fireEvent.change(within(dialog).getByLabelText('Ends'), { target: { value: toLocalInput(ends) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add stage' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(fetch).map(([, init]) => bodyOf(init))).toEqual([
      { name: 'Mystic River', prizeUsd: 3000, startsAt: starts, endsAt: ends },
    ]);
  });

  it("keeps the dialog open with the server's sentence when the dates overlap another stage", async () => {
    const overlap = 'Stages may not overlap: Mystic Forest runs from 2031-06-01 to 2031-06-15';
    serveApi({
      '/api/art-contests/stages': list,
      'POST /api/admin/contest/stages': () => errorAnswer(409, 'CONTEST_STAGES_OVERLAP', overlap),
    });
    renderStages();
    const dialog = await fillNewStage({
      name: 'Mystic River',
      prize: '3000',
      starts: toLocalInput('2031-06-10T10:00:00.000Z'),
      ends: toLocalInput('2031-06-20T10:00:00.000Z'),
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add stage' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(overlap);
  });

  it('asks before deleting a stage', async () => {
    const fetch = serveApi({
      '/api/art-contests/stages': list,
      'DELETE /api/admin/contest/stages/3': () => Response.json({ data: stages[2] }),
    });
    renderStages();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Great Waterfall' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete the stage “Great Waterfall”?' });
    expect(writes(fetch)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete stage' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(fetch).map(([url]) => url)).toEqual(['/api/admin/contest/stages/3']);
  });

  it('says the arena shows no dates while there is no stage', async () => {
    serveApi({ '/api/art-contests/stages': () => Response.json({ data: { items: [], total: 0 } }) });
    renderStages();
    expect(await screen.findByText(/No stage yet, so the arena shows no dates/)).toBeTruthy();
  });
});
