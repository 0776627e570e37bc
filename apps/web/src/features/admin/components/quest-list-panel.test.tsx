import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setEnv } from '../../../lib/env.ts';
import { serveApi, settleIdentityBatches } from '../../../test/fake-api.ts';
import { createEnv } from '../../../test/fixtures.ts';
import { bodyOf, createConsoleQuest, renderConsolePage, viewerWith } from '../utils/console-test-kit.tsx';
import { QuestsPage } from './quests-page.tsx';

const quests = [
  createConsoleQuest(),
  createConsoleQuest({
    _id: 2,
    slug: 'like-items',
    title: 'Like three items',
    kind: 'like_items',
    params: { min: 3 },
    origin: 'edited',
    disabled: true,
    position: 2,
  }),
  createConsoleQuest({
    _id: 3,
    slug: null,
    title: 'Share your Guardian story',
    kind: 'admin_review',
    points: 25,
    origin: 'console',
    pending: 2,
    position: 3,
  }),
];

const list = () => Response.json({ data: { items: quests, total: quests.length } });
const renderOwnerPage = () =>
  renderConsolePage(<QuestsPage viewer={viewerWith(['owner'])} />, '/admin/quests');
const writes = (fetch: ReturnType<typeof serveApi>) =>
  fetch.mock.calls.filter(([, init]) => init?.method && init.method !== 'GET');

describe('the quest editor', () => {
  beforeEach(() => setEnv(createEnv()));
  afterEach(async () => {
    cleanup();
    await settleIdentityBatches();
    vi.unstubAllGlobals();
  });

  it('lists quests in order with where each came from, whether it is disabled and what waits for review', async () => {
    serveApi({ '/api/admin/quests': list });
    renderOwnerPage();
    const [file, edited, created] = await screen.findAllByTestId('console-quest');
    expect(within(file as HTMLElement).getByText('From content/quests.json')).toBeTruthy();
    expect(within(edited as HTMLElement).getByText('Edited')).toBeTruthy();
    expect(within(edited as HTMLElement).getByText('Disabled')).toBeTruthy();
    expect(
      within(edited as HTMLElement).getByRole('button', { name: 'Enable Like three items' }),
    ).toBeTruthy();
    expect(within(created as HTMLElement).getByText('Created here')).toBeTruthy();
    expect(
      within(created as HTMLElement)
        .getByRole('link', { name: '2 awaiting review' })
        .getAttribute('href'),
    ).toBe('/admin/quests?tab=review&q=Share+your+Guardian+story');
    expect(screen.getByRole('tab', { name: 'Review queue' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Points' })).toBeTruthy();
  });

  it("checks a new quest with the server's schema before sending it, then creates it at the end", async () => {
    const fetch = serveApi({
      '/api/admin/quests': list,
      'POST /api/admin/quests': ({ init }) =>
        Response.json({ data: { ...quests[2], ...(bodyOf(init) as object), _id: 9 } }, { status: 201 }),
    });
    renderOwnerPage();
    await screen.findAllByTestId('console-quest');
    fireEvent.click(screen.getByRole('button', { name: 'New quest' }));
    const dialog = screen.getByRole('dialog', { name: 'New quest' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create quest' }));
    expect(await within(dialog).findByText('title is required')).toBeTruthy();
    expect(within(dialog).getByText('Enter the coins this quest pays')).toBeTruthy();
    expect(within(dialog).getByRole('textbox', { name: 'Title' }).getAttribute('aria-invalid')).toBe('true');
    expect(writes(fetch)).toEqual([]);

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Title' }), {
      target: { value: 'Tell your story' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Description' }), {
      target: { value: 'Post your story and send us the link.' },
    });
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'Coins' }), { target: { value: '25' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create quest' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [[url, init]] = writes(fetch) as [[string, RequestInit]];
    expect(url).toBe('/api/admin/quests');
    expect(bodyOf(init)).toEqual({
      title: 'Tell your story',
      description: 'Post your story and send us the link.',
      kind: 'admin_review',
      params: {},
      points: 25,
      startsAt: null,
      endsAt: null,
      maxCompletions: null,
      disabled: false,
      position: 4,
    });
  });

  it("shows the server's refusal under the field it names, and keeps the dialog open", async () => {
    serveApi({
      '/api/admin/quests': list,
      'PUT /api/admin/quests/1': () =>
        Response.json(
          {
            statusCode: 400,
            code: 'VALIDATION',
            message: 'points must be between 0.01 and 1000000',
            field: 'points',
          },
          { status: 400 },
        ),
    });
    renderOwnerPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Link your X' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit quest' });
    expect((within(dialog).getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe(
      'Link your X',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save quest' }));
    expect(await within(dialog).findByText('points must be between 0.01 and 1000000')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Edit quest' })).toBeTruthy();
  });

  it('asks before disabling, then sends the whole quest with disabled set; enabling asks nothing', async () => {
    const fetch = serveApi({
      '/api/admin/quests': list,
      'PUT /api/admin/quests/1': ({ init }) =>
        Response.json({ data: { ...quests[0], ...(bodyOf(init) as object) } }),
      'PUT /api/admin/quests/2': ({ init }) =>
        Response.json({ data: { ...quests[1], ...(bodyOf(init) as object) } }),
    });
    renderOwnerPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Disable Link your X' }));
    const dialog = screen.getByRole('dialog', { name: 'Disable “Link your X”?' });
    expect(writes(fetch)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disable quest' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodyOf(writes(fetch)[0]?.[1])).toMatchObject({
      title: 'Link your X',
      kind: 'link_x',
      points: 50,
      position: 1,
      disabled: true,
    });

    fireEvent.click(screen.getByRole('button', { name: 'Enable Like three items' }));
    await vi.waitFor(() => expect(writes(fetch)).toHaveLength(2));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bodyOf(writes(fetch)[1]?.[1])).toMatchObject({ params: { min: 3 }, disabled: false });
  });

  it('moves a quest by sending every id in the new order; nothing moves while a search is on', async () => {
    const fetch = serveApi({
      '/api/admin/quests': ({ url }) =>
        url.searchParams.get('q') ? Response.json({ data: { items: [quests[2]], total: 1 } }) : list(),
      'PUT /api/admin/quests/order': ({ init }) =>
        Response.json({ data: (bodyOf(init) as { ids: number[] }).ids }),
    });
    const router = renderOwnerPage();
    await screen.findAllByTestId('console-quest');
    expect((screen.getByRole('button', { name: 'Move Link your X up' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(
      (screen.getByRole('button', { name: 'Move Share your Guardian story down' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Move Link your X down' }));
    await vi.waitFor(() => expect(writes(fetch)).toHaveLength(1));
    expect(bodyOf(writes(fetch)[0]?.[1])).toEqual({ ids: [2, 1, 3] });
    // Once the new order is on screen, the keyboard is back on the button that moved it.
    await vi.waitFor(() =>
      expect(document.activeElement?.getAttribute('aria-label')).toBe('Move Link your X down'),
    );
    const readAll = fetch.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('limit=100'));
    expect(readAll).toEqual(['/api/admin/quests?offset=0&limit=100']);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by title or slug' }), {
      target: { value: 'story' },
    });
    await vi.waitFor(() => expect(router.state.location.search).toBe('?q=story'), { timeout: 2000 });
    expect(await screen.findByText(/Clear the search to change the order/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Move / })).toBeNull();
  });
});
