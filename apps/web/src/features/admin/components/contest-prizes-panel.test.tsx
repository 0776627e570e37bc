import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setEnv } from '../../../lib/env.ts';
import { errorAnswer, serveApi, settleIdentityBatches } from '../../../test/fake-api.ts';
import { createEnv } from '../../../test/fixtures.ts';
import { createCollection } from '../utils/collections-test-kit.ts';
import { bodyOf, renderConsolePage } from '../utils/console-test-kit.tsx';
import { createPrize } from '../utils/contest-test-kit.ts';
import { ContestPage } from './contest-page.tsx';

const KOI = '0x00000000000000000000000000000000000000f1';
const prizes = [
  createPrize(),
  createPrize({ _id: 2, name: 'River Lantern', tokenId: '12', edited: true }),
  createPrize({ _id: 3, name: 'Dragon Scale', tokenAddress: KOI, tokenId: '3', slug: null, edited: true }),
];
const collections = [
  createCollection(),
  createCollection({ name: 'Koi', slug: 'koi', tokenAddress: KOI, isDefault: false }),
];
const routes = {
  '/api/admin/certified-nfts': () => Response.json({ data: { items: prizes, total: prizes.length } }),
  '/api/collections/all': () => Response.json({ data: { items: collections, total: collections.length } }),
};
const renderPrizes = () => renderConsolePage(<ContestPage />, '/admin/contest?tab=prizes', '/admin/contest');
const writes = (fetch: ReturnType<typeof serveApi>) =>
  fetch.mock.calls.filter(([, init]) => init?.method && init.method !== 'GET');

describe('the certified prizes', () => {
  beforeEach(() => setEnv(createEnv()));
  afterEach(async () => {
    cleanup();
    await settleIdentityBatches();
    vi.unstubAllGlobals();
  });

  it('lists prizes in order with their token and where each came from', async () => {
    serveApi(routes);
    renderPrizes();
    const [file, edited, added] = (await screen.findAllByTestId('contest-prize')) as HTMLElement[];
    expect(within(file as HTMLElement).getByText('From content/')).toBeTruthy();
    expect(await within(file as HTMLElement).findByText('Guardians #7')).toBeTruthy();
    expect(within(edited as HTMLElement).getByText('Edited')).toBeTruthy();
    expect(within(added as HTMLElement).getByText('Written here')).toBeTruthy();
    expect(within(added as HTMLElement).getByText('Koi #3')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Move Koi Empress up' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Move Dragon Scale down' })).toHaveProperty('disabled', true);
  });

  it("adds a prize from a collection's item, and shows the server's word when the token is not indexed", async () => {
    let answer = errorAnswer(
      400,
      'PRIZE_TOKEN_UNKNOWN',
      'Koi has no item #999: a prize must be an item the site has indexed',
    );
    const fetch = serveApi({
      ...routes,
      'POST /api/admin/certified-nfts': ({ init }) => {
        const refused = answer;
        answer = Response.json(
          { data: createPrize({ _id: 9, slug: null, ...(bodyOf(init) as object) }) },
          { status: 201 },
        );
        return refused;
      },
    });
    renderPrizes();
    await screen.findAllByTestId('contest-prize');
    fireEvent.click(screen.getByRole('button', { name: 'New prize' }));
    const dialog = screen.getByRole('dialog', { name: 'New prize' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add prize' }));
    expect(await within(dialog).findByText('Choose the collection the prize token belongs to')).toBeTruthy();
    expect(writes(fetch)).toEqual([]);

    const collection = within(dialog).getByRole('combobox', { name: 'Collection' });
    await within(dialog).findByRole('option', { name: 'Koi' });
    fireEvent.change(collection, { target: { value: KOI } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Token id' }), { target: { value: '999' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), {
      target: { value: 'Koi Pearl' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add prize' }));
    expect(await within(dialog).findByText(/Koi has no item #999/)).toBeTruthy();

    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Token id' }), { target: { value: '4' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add prize' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(fetch).map(([, init]) => bodyOf(init))).toEqual([
      { name: 'Koi Pearl', description: '', tokenAddress: KOI, tokenId: '999' },
      { name: 'Koi Pearl', description: '', tokenAddress: KOI, tokenId: '4' },
    ]);
  });

  it('moves a prize down by sending the whole order, and keeps the keyboard on its button', async () => {
    const fetch = serveApi({
      ...routes,
      'PUT /api/admin/certified-nfts/order': () =>
        Response.json({ data: { items: [prizes[1], prizes[0], prizes[2]], total: 3 } }),
    });
    renderPrizes();
    fireEvent.click(await screen.findByRole('button', { name: 'Move Koi Empress down' }));
    await vi.waitFor(() => expect(writes(fetch)).toHaveLength(1));
    expect(bodyOf(writes(fetch)[0]?.[1])).toEqual({ ids: [2, 1, 3] });
    await vi.waitFor(() =>
      expect(document.activeElement?.getAttribute('aria-label')).toBe('Move Koi Empress down'),
    );
  });

  it('asks before deleting a prize, and says a file prize does not come back', async () => {
    const fetch = serveApi({
      ...routes,
      'DELETE /api/admin/certified-nfts/1': () => Response.json({ data: prizes[0] }),
    });
    renderPrizes();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Koi Empress' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete the prize “Koi Empress”?' });
    expect(within(dialog).getByText(/a later start does not bring it back/)).toBeTruthy();
    expect(writes(fetch)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete prize' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(fetch).map(([url]) => url)).toEqual(['/api/admin/certified-nfts/1']);
  });
});
