import type { Quest, UserQuest } from '@guardians/shared/quests';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setEnv } from '../../../lib/env.ts';
import { clearToasts } from '../../../lib/toast.ts';
import { ToastList } from '../../../lib/toast-list.tsx';
import { createEnv } from '../../../test/fixtures.ts';
import { QuestAction, type QuestActionProps } from './quest-action.tsx';

const requireSignIn = vi.fn(async () => true);
vi.mock('../../../lib/auth/use-require-sign-in.ts', () => ({ useRequireSignIn: () => requireSignIn }));

const account = '0x1234567890abcdef1234567890abcdef12345678';

function quest(overrides: Partial<Quest> = {}): Quest {
  return {
    _id: 4,
    slug: 'link-x',
    title: 'Link your X',
    description: 'Link it',
    kind: 'link_x',
    params: {},
    points: 50,
    startsAt: null,
    endsAt: null,
    maxCompletions: null,
    completions: 0,
    disabled: false,
    position: 1,
    ...overrides,
  };
}

function userQuest(overrides: Partial<UserQuest> = {}): UserQuest {
  return {
    questId: 4,
    account,
    status: 'not_started',
    progress: null,
    pointsAwarded: 0,
    completedAt: null,
    reviewNote: null,
    ...overrides,
  };
}

async function renderAction(props: Partial<QuestActionProps>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const onLink = vi.fn(async () => true);
  const element = (
    <>
      <QuestAction
        quest={quest()}
        userQuest={undefined}
        linked={{}}
        onLink={onLink}
        linking={false}
        {...props}
      />
      <ToastList />
    </>
  );
  const router = createMemoryRouter([{ path: '*', element }]);
  await act(async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
  });
  return { onLink, invalidate };
}

function answer(status: number, body: unknown) {
  return vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );
}

describe('QuestAction', () => {
  beforeEach(() => {
    setEnv(createEnv({ apiUrl: '' }));
    requireSignIn.mockClear();
  });
  afterEach(() => {
    cleanup();
    clearToasts();
    vi.unstubAllGlobals();
  });

  it("shows a rejected member the reviewer's reason beside the form for new proof", async () => {
    await renderAction({
      quest: quest({ kind: 'admin_review' }),
      userQuest: userQuest({ status: 'rejected', reviewNote: 'The link does not show the post' }),
    });
    expect(screen.getByText('Your last submission was not accepted. You can send a new one.')).toBeTruthy();
    expect(screen.getByText('The link does not show the post')).toBeTruthy();
  });

  it('offers Link X while X is not linked, and hands the provider to the link flow', async () => {
    const { onLink } = await renderAction({});
    expect(screen.queryByRole('button', { name: 'Complete quest' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Link X' }));
    expect(onLink).toHaveBeenCalledWith('twitter');
  });

  it('completes once linked: the coins toast, and the points and quests queries refresh', async () => {
    const fetchMock = answer(200, { data: userQuest({ status: 'completed', pointsAwarded: 50 }) });
    vi.stubGlobal('fetch', fetchMock);
    const { invalidate } = await renderAction({ linked: { twitter: 'koi' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Complete quest' })));
    expect(requireSignIn).toHaveBeenCalled();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/quests/users/4',
      expect.objectContaining({ method: 'POST' }),
    );
    expect(screen.getByText('Quest completed! +50 coins').dataset.kind).toBe('success');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['quests'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['points'] });
  });

  it("shows the server's reason when the requirement is not met (409)", async () => {
    vi.stubGlobal(
      'fetch',
      answer(409, {
        statusCode: 409,
        code: 'REQUIREMENT_NOT_MET',
        message: 'Hold at least 1 Guardian to complete this quest',
      }),
    );
    await renderAction({ quest: quest({ kind: 'hold_guardians', params: { min: 1 } }) });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Complete quest' })));
    expect(screen.getByText('Hold at least 1 Guardian to complete this quest').dataset.kind).toBe('error');
  });

  it('does not call the server when signing in is refused', async () => {
    requireSignIn.mockResolvedValueOnce(false);
    const fetchMock = answer(200, {});
    vi.stubGlobal('fetch', fetchMock);
    await renderAction({ quest: quest({ kind: 'like_items', params: { min: 3 } }) });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Complete quest' })));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks reviewed quests for a proof before sending it', async () => {
    const fetchMock = answer(200, { data: userQuest({ status: 'pending' }) });
    vi.stubGlobal('fetch', fetchMock);
    await renderAction({ quest: quest({ kind: 'admin_review' }) });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Submit for review' })));
    expect(screen.getByText('Add a link or a note for the reviewers')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Your proof'), { target: { value: ' https://x.com/koi/1 ' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Submit for review' })));
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ proof: 'https://x.com/koi/1' });
  });

  it('shows the completed state instead of an action', async () => {
    await renderAction({
      userQuest: userQuest({
        status: 'completed',
        pointsAwarded: 50,
        completedAt: '2026-11-20T10:00:00.000Z',
      }),
    });
    expect(screen.getByText('Completed')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says why a closed quest cannot be completed', async () => {
    await renderAction({ quest: quest({ endsAt: '2020-01-01T00:00:00.000Z' }) });
    expect(screen.getByText(/^Ended: this quest cannot be completed right now/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
