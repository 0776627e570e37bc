import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setEnv } from '../../../lib/env.ts';
import { errorAnswer, serveApi, settleIdentityBatches } from '../../../test/fake-api.ts';
import { createEnv } from '../../../test/fixtures.ts';
import { createCollection, createIndexing } from '../utils/collections-test-kit.ts';
import { bodyOf, renderConsolePage, viewerWith } from '../utils/console-test-kit.tsx';
import { listAnswer } from '../utils/content-test-kit.ts';
import { CollectionsPage } from './collections-page.tsx';

const KOI = '0x00000000000000000000000000000000000000e1';
const indexing = createCollection({
  name: 'Koi',
  slug: 'koi',
  tokenAddress: KOI,
  isDefault: false,
  indexing: createIndexing({ status: 'backfilling', tokensIndexed: 40, totalSupply: '100' }),
});
const renderPage = (path = '/admin/collections') =>
  renderConsolePage(<CollectionsPage viewer={viewerWith(['owner'])} />, path, '/admin/collections');

describe('the Collections page', () => {
  beforeEach(() => setEnv(createEnv()));
  afterEach(async () => {
    cleanup();
    await settleIdentityBatches();
    vi.unstubAllGlobals();
  });

  it('lists every collection with the default and how far indexing has got', async () => {
    const fetch = serveApi({ '/api/collections/all': listAnswer([createCollection(), indexing]) });
    renderPage();
    const [guardians, koi] = await screen.findAllByTestId('console-collection');
    expect(within(guardians as HTMLElement).getByText('Default')).toBeTruthy();
    expect(within(guardians as HTMLElement).getByText(/Synced · 120 tokens/)).toBeTruthy();
    expect(within(koi as HTMLElement).getByText('Indexing 40 / 100')).toBeTruthy();
    expect(
      within(koi as HTMLElement)
        .getByRole('link', { name: 'Manage Koi' })
        .getAttribute('href'),
    ).toBe(`/admin/collections?collection=${KOI}`);
    const url = new URL(String(fetch.mock.calls[0]?.[0]), 'http://site.test');
    expect(url.search).toBe('?chainId=31337&offset=0&limit=100');
  });

  it('asks again every few seconds while a collection indexes, until it is synced', async () => {
    let answers = 0;
    serveApi({
      '/api/collections/all': () => {
        answers += 1;
        const now =
          answers === 1
            ? indexing
            : { ...indexing, indexing: createIndexing({ tokensIndexed: 100, totalSupply: '100' }) };
        return Response.json({ data: { items: [now], total: 1 } });
      },
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderPage();
      expect(await screen.findByText('Indexing 40 / 100')).toBeTruthy();
      await vi.advanceTimersByTimeAsync(3100);
      expect(await screen.findByText(/Synced · 100 tokens/)).toBeTruthy();
      await vi.advanceTimersByTimeAsync(10_000);
      expect(answers).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('adds a collection by address and shows the server’s refusal in its own words', async () => {
    const fetch = serveApi({
      '/api/collections/all': listAnswer([]),
      'POST /api/admin/collections': () =>
        errorAnswer(400, 'NOT_A_CONTRACT', `${KOI} is not a contract on chain 31337`),
    });
    renderPage();
    expect(await screen.findByText(/No collection is listed yet/)).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Contract address' }), { target: { value: 'koi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add collection' }));
    expect(screen.getByText('Paste a contract address: 0x and 40 hex digits')).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: 'Contract address' }), {
      target: { value: ` ${KOI} ` },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add collection' }));
    expect((await screen.findByRole('alert')).textContent).toBe(`${KOI} is not a contract on chain 31337`);
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(bodyOf(post?.[1])).toEqual({ tokenAddress: KOI });
  });

  it('says so when the address in the URL is not a listed collection', async () => {
    serveApi({ '/api/collections/all': listAnswer([createCollection()]) });
    renderPage(`/admin/collections?collection=${KOI}`);
    expect(await screen.findByText('This collection is not listed')).toBeTruthy();
  });
});
