import type { ConsoleShield } from '@guardians/shared/shields';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setEnv } from '../../../lib/env.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { clearToasts } from '../../../lib/toast.ts';
import { ToastList } from '../../../lib/toast-list.tsx';
import { errorAnswer, serveApi } from '../../../test/fake-api.ts';
import { createEnv } from '../../../test/fixtures.ts';
import { ShieldsConsolePanel } from './shields-console-panel.tsx';

const createShield = (overrides: Partial<ConsoleShield> = {}): ConsoleShield => {
  const name = overrides.name ?? 'Early Supporter';
  return {
    _id: 1,
    name,
    description: `${name} description`,
    image: `/api/media/${'a'.repeat(32)}.png`,
    chainId: 31337,
    downloadUrl: `/downloadFile/${name.replace(/ /g, '_')}?mimetype=PNG&file_url=x&hash=y`,
    origin: 'file',
    rule: 'early_supporter',
    threshold: 1000,
    updatedAt: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
};

/** GET /api/admin/shields as the server answers it, filtered by `name` like the server does. */
function listOf(shields: () => ConsoleShield[]) {
  return ({ url }: { url: URL }) => {
    const name = (url.searchParams.get('name') ?? '').toLowerCase();
    const items = shields().filter((shield) => shield.name.toLowerCase().includes(name));
    return Response.json({ data: { items, total: items.length } });
  };
}

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'keeper.png', { type: 'image/png' });

function renderPanel() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ShieldsConsolePanel />
      <ToastList />
    </QueryClientProvider>,
  );
}

const listCalls = (fetch: ReturnType<typeof serveApi>) =>
  fetch.mock.calls
    .map(([url]) => new URL(String(url), 'http://site.test'))
    .filter((url) => url.pathname === '/api/admin/shields')
    .map((url) => url.search);

describe('the console Shields panel', () => {
  let shields: ConsoleShield[];
  beforeEach(() => {
    setEnv(createEnv());
    shields = [
      createShield(),
      createShield({ _id: 2, name: 'Forge Champion', origin: 'console', rule: null, threshold: 1 }),
    ];
  });
  afterEach(() => {
    cleanup();
    clearToasts();
    vi.unstubAllGlobals();
  });

  it('shows a skeleton, then every shield with its picture, name, description and Edit', async () => {
    const fetch = serveApi({ '/api/admin/shields': listOf(() => shields) });
    renderPanel();
    expect(screen.getByRole('status', { name: 'Loading the shields' })).toBeTruthy();
    const rows = await screen.findAllByTestId('console-shield');
    expect(rows).toHaveLength(2);
    const first = within(rows[0] as HTMLElement);
    expect(first.getByRole('heading', { name: 'Early Supporter' })).toBeTruthy();
    expect(first.getByText('Early Supporter description')).toBeTruthy();
    expect(rows[0]?.querySelector('img')?.getAttribute('src')).toBe(shields[0]?.image);
    expect(screen.getByRole('button', { name: 'Edit Forge Champion' })).toBeTruthy();
    expect(screen.getByText('2 shields')).toBeTruthy();
    expect(listCalls(fetch)).toEqual(['?offset=0&limit=50']);
  });

  it('asks the server for the name typed and says when none matches', async () => {
    const fetch = serveApi({ '/api/admin/shields': listOf(() => shields) });
    renderPanel();
    await screen.findAllByTestId('console-shield');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by name' }), { target: { value: 'zz' } });
    expect(await screen.findByText('No shield matches “zz”.', {}, { timeout: 2000 })).toBeTruthy();
    expect(listCalls(fetch).at(-1)).toBe('?offset=0&limit=50&name=zz');
  });

  it("refuses a blank description with 'All fields are required', then saves, toasts and refreshes", async () => {
    const puts: FormData[] = [];
    const fetch = serveApi({
      '/api/admin/shields': listOf(() => shields),
      'PUT /api/shields/1': ({ init }) => {
        const form = init?.body as FormData;
        puts.push(form);
        shields = shields.map((s) =>
          s._id === 1 ? { ...s, description: String(form.get('description')) } : s,
        );
        return Response.json({ data: shields[0] });
      },
    });
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Early Supporter' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit shield' }));
    expect((dialog.getByLabelText('Name') as HTMLInputElement).value).toBe('Early Supporter');

    fireEvent.change(dialog.getByLabelText('Description'), { target: { value: '  ' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(dialog.getByRole('alert').textContent).toBe('All fields are required');
    expect(puts).toHaveLength(0);

    fireEvent.change(dialog.getByLabelText('Description'), { target: { value: 'First through the gate' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Shield saved')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(puts[0]?.get('name')).toBe('Early Supporter');
    expect(puts[0]?.has('image')).toBe(false);
    expect(await screen.findByText('First through the gate')).toBeTruthy();
    expect(listCalls(fetch)).toHaveLength(2);
  });

  it("shows the server's words when it refuses, and keeps the form open", async () => {
    serveApi({
      '/api/admin/shields': listOf(() => shields),
      'PUT /api/shields/2': () =>
        errorAnswer(409, 'SHIELD_NAME_TAKEN', 'Another shield already has this name'),
    });
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Forge Champion' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Edit shield' }));
    fireEvent.change(dialog.getByLabelText('Name'), { target: { value: 'Early Supporter' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(dialog.getByRole('alert').textContent).toBe('Another shield already has this name'),
    );
    expect(screen.getByRole('dialog', { name: 'Edit shield' })).toBeTruthy();
  });

  it('creates a shield, whose picture is required', async () => {
    const posts: FormData[] = [];
    serveApi({
      '/api/admin/shields': listOf(() => shields),
      'POST /api/shields': ({ init }) => {
        posts.push(init?.body as FormData);
        const created = createShield({ _id: 3, name: 'Keeper' });
        shields = [...shields, created];
        return Response.json({ data: created }, { status: 201 });
      },
    });
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'New shield' }));
    const dialog = within(screen.getByRole('dialog', { name: 'New shield' }));
    fireEvent.change(dialog.getByLabelText('Name'), { target: { value: 'Keeper' } });
    fireEvent.change(dialog.getByLabelText('Description'), { target: { value: 'Keeps the gate' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(dialog.getByRole('alert').textContent).toBe('All fields are required');
    expect(posts).toHaveLength(0);

    fireEvent.change(dialog.getByLabelText(/^Image/), { target: { files: [png()] } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Shield created')).toBeTruthy();
    expect(posts[0]?.get('description')).toBe('Keeps the gate');
    expect(posts[0]?.get('image')).toMatchObject({ name: 'keeper.png' });
    expect(await screen.findByRole('heading', { name: 'Keeper' })).toBeTruthy();
  });

  it('tells where each shield came from and how it is earned', async () => {
    shields = [
      ...shields,
      createShield({ _id: 3, name: 'Collector', origin: 'edited', rule: 'collector', threshold: 3 }),
    ];
    serveApi({ '/api/admin/shields': listOf(() => shields) });
    renderPanel();
    const rows = (await screen.findAllByTestId('console-shield')).map((row) => within(row));
    expect(rows[0]?.getByText('From content/')).toBeTruthy();
    expect(rows[0]?.getByText('Earned by the first 1,000 accounts to join')).toBeTruthy();
    expect(rows[1]?.getByText('Created here')).toBeTruthy();
    expect(rows[1]?.getByText('No rule: nobody earns it on their own')).toBeTruthy();
    expect(rows[2]?.getByText('Edited').parentElement?.getAttribute('title')).toMatch(
      /restarts keep the change/,
    );
    expect(rows[2]?.getByText('Earned by holding 3 or more items at once')).toBeTruthy();
  });

  it('says the role was taken away, without Edit or New shield, when the server refuses the list', async () => {
    serveApi({
      '/api/admin/shields': () => errorAnswer(403, 'FORBIDDEN', 'This needs the content:edit permission'),
    });
    renderPanel();
    expect((await screen.findByRole('alert')).textContent).toMatch(/no longer allows editing shields/);
    expect(screen.queryByRole('heading', { name: 'The shields could not load' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New shield' })).toBeNull();
  });

  it('says so when there is no shield, and offers a retry when the list fails', async () => {
    shields = [];
    serveApi({ '/api/admin/shields': listOf(() => shields) });
    renderPanel();
    expect(await screen.findByText('No shield yet. Create the first one.')).toBeTruthy();
    cleanup();

    serveApi({ '/api/admin/shields': () => errorAnswer(400, 'BAD_REQUEST', 'no') });
    renderPanel();
    expect(await screen.findByRole('heading', { name: 'The shields could not load' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
