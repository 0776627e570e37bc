import type { ChainRecord, CollectionActivity as Row } from '@guardians/shared/catalogue';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setEnv } from '../../../lib/env.ts';
import { errorAnswer, serveApi, settleIdentityBatches } from '../../../test/fake-api.ts';
import { createEnv } from '../../../test/fixtures.ts';
import CollectionActivity from './collection-activity.tsx';
import { CollectionTabs } from './collection-tabs.tsx';

const SELLER = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';
const BUYER = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc';
const ZERO = '0x0000000000000000000000000000000000000000';
const ACTIVITY = '/api/collections/guardians/activity';
const chain: ChainRecord = { id: 31337, name: 'Anvil', url: 'https://explorer.test' };

function row(fields: Partial<Row> & Pick<Row, 'id' | 'kind'>): Row {
  return {
    tokenId: '7',
    itemName: 'Guardian #7',
    thumbnail: null,
    from: SELLER,
    to: null,
    price: null,
    timestamp: new Date(Date.now() - 5 * 60_000).toISOString(),
    txHash: null,
    blockNumber: null,
    offerKind: null,
    trait: null,
    ...fields,
  };
}

const feed = [
  row({
    id: 'tx1:0',
    kind: 'sale',
    to: BUYER,
    price: '1.5',
    txHash: `0x${'ab'.repeat(32)}`,
    blockNumber: '9',
  }),
  row({
    id: 'offer:0x1',
    kind: 'offer',
    tokenId: null,
    itemName: null,
    from: BUYER,
    price: '0.2',
    offerKind: 'trait',
    trait: { type: 'Background', value: 'Jade' },
  }),
  row({
    id: 'tx0:0',
    kind: 'mint',
    from: ZERO,
    to: SELLER,
    txHash: `0x${'cd'.repeat(32)}`,
    blockNumber: '1',
  }),
];

const answer =
  (items: Row[], total = items.length) =>
  () =>
    Response.json({ data: { items, total } });
const attributes = () =>
  Response.json({ data: { Background: ['Jade', 'Onyx'] }, counts: { Background: { Jade: 2, Onyx: 1 } } });

function renderActivity(path = '/collection/guardians') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const element = (
    <CollectionActivity
      collectionRef="guardians"
      chainId={31337}
      offsetKey="guardians-offset"
      itemHref={(id) => `/collection/guardians/${id}`}
      chain={chain}
    />
  );
  const router = createMemoryRouter([{ path: '/collection/guardians', element }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** The query of the newest activity request. */
function lastRequest(fetch: ReturnType<typeof serveApi>): URLSearchParams {
  const urls = fetch.mock.calls
    .map(([input]) => new URL(String(input), 'http://site.test'))
    .filter((url) => url.pathname === ACTIVITY);
  return urls.at(-1)?.searchParams ?? new URLSearchParams();
}

describe('the collection’s Activity tab', () => {
  beforeEach(() => setEnv(createEnv()));
  afterEach(async () => {
    cleanup();
    await settleIdentityBatches();
    vi.unstubAllGlobals();
  });

  it('shows each event with its kind, item, price, parties and time', async () => {
    serveApi({ [ACTIVITY]: answer(feed), '/api/collections/guardians/unique-attributes': attributes });
    renderActivity();
    const rows = await screen.findAllByTestId('activity-row');
    expect(rows).toHaveLength(3);
    const [sale, offer, mint] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(sale).getByText('Sale')).toBeTruthy();
    expect(within(sale).getByText('1.5 ETH')).toBeTruthy();
    expect(within(sale).getByRole('link', { name: 'Guardian #7' }).getAttribute('href')).toBe(
      '/collection/guardians/7',
    );
    const time = within(sale).getByText('5 min ago');
    expect(time.getAttribute('title')).toMatch(/\d{4}, \d{1,2}:\d{2} (AM|PM)$/);
    expect(time.closest('a')?.getAttribute('href')).toBe(`https://explorer.test/tx/0x${'ab'.repeat(32)}`);
    expect(within(offer).getByText('Trait offer')).toBeTruthy();
    expect(within(offer).getByText('Background: Jade')).toBeTruthy();
    expect(within(offer).getByText('0.2 WETH')).toBeTruthy();
    expect(within(mint).getByText('Minted')).toBeTruthy();
    expect(within(mint).getByText('Null address')).toBeTruthy();
    expect(screen.getByText('3 events')).toBeTruthy();
  });

  it('asks again for the kinds a chip selects, and for the trait filters in the URL', async () => {
    const fetch = serveApi({
      [ACTIVITY]: answer(feed),
      '/api/collections/guardians/unique-attributes': attributes,
    });
    renderActivity('/collection/guardians?Background=Jade');
    await screen.findAllByTestId('activity-row');
    expect(lastRequest(fetch).getAll('trait')).toEqual(['Background:Jade']);
    expect(lastRequest(fetch).get('kind')).toBeNull();

    const sales = screen.getByRole('button', { name: 'Sales' });
    expect(sales.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(sales);
    expect(sales.getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(lastRequest(fetch).get('kind')).toBe('sale'));
    fireEvent.click(screen.getByRole('button', { name: 'Listings' }));
    await waitFor(() => expect(lastRequest(fetch).get('kind')).toBe('listing,sale'));

    // A trait added from the select joins the URL's, one `trait` each.
    fireEvent.change(await screen.findByRole('combobox', { name: 'Filter by trait' }), {
      target: { value: JSON.stringify(['Background', 'Onyx']) },
    });
    await waitFor(() =>
      expect(lastRequest(fetch).getAll('trait')).toEqual(['Background:Jade', 'Background:Onyx']),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove Background: Jade' }));
    await waitFor(() => expect(lastRequest(fetch).getAll('trait')).toEqual(['Background:Onyx']));
  });

  it('pages with the pager, and a new filter starts from the first page', async () => {
    const fetch = serveApi({ [ACTIVITY]: answer(feed, 45) });
    renderActivity();
    await screen.findAllByTestId('activity-row');
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(lastRequest(fetch).get('offset')).toBe('20'));
    expect(lastRequest(fetch).get('limit')).toBe('20');
    fireEvent.click(screen.getByRole('button', { name: 'Offers' }));
    await waitFor(() => expect(lastRequest(fetch).get('kind')).toBe('offer'));
    expect(lastRequest(fetch).get('offset')).toBe('0');
  });

  it('says when there is no activity, and when the filters leave none', async () => {
    serveApi({ [ACTIVITY]: answer([]) });
    renderActivity();
    expect(await screen.findByText('No activity yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Burns' }));
    expect(await screen.findByText('No activity matches these filters.')).toBeTruthy();
  });

  it('offers a retry when the activity cannot load', async () => {
    let calls = 0;
    serveApi({
      [ACTIVITY]: () => {
        calls += 1;
        return calls === 1 ? errorAnswer(503, 'UNAVAILABLE', 'down') : answer(feed)();
      },
    });
    renderActivity();
    expect(await screen.findByText('The activity could not load')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByTestId('activity-row')).toHaveLength(3);
  });
});

describe('the collection page’s tabs', () => {
  beforeEach(() => setEnv(createEnv()));
  afterEach(async () => {
    cleanup();
    await settleIdentityBatches();
    vi.unstubAllGlobals();
  });

  function renderTabs(path: string) {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const element = (
      <CollectionTabs
        activity={{
          collectionRef: 'guardians',
          chainId: 31337,
          offsetKey: 'guardians-offset',
          itemHref: (id) => `/collection/guardians/${id}`,
          chain,
        }}
      >
        <p>The items grid</p>
      </CollectionTabs>
    );
    const router = createMemoryRouter([{ path: '/collection/guardians', element }], {
      initialEntries: [path],
    });
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    return router;
  }

  it('opens on Items, moves to Activity by click or arrow key with the tab in the URL, and back', async () => {
    serveApi({ [ACTIVITY]: answer(feed) });
    const router = renderTabs('/collection/guardians?Background=Jade,Onyx');
    const items = screen.getByRole('tab', { name: 'Items' });
    expect(items.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('The items grid')).toBeTruthy();

    fireEvent.keyDown(items, { key: 'ArrowRight' });
    expect(await screen.findAllByTestId('activity-row')).toHaveLength(3);
    expect(screen.getByRole('tab', { name: 'Activity' }).getAttribute('aria-selected')).toBe('true');
    expect(router.state.location.search).toBe('?Background=Jade,Onyx&tab=activity');
    expect(screen.queryByText('The items grid')).toBeNull();

    await router.navigate(-1);
    expect(await screen.findByText('The items grid')).toBeTruthy();
    expect(router.state.location.search).toBe('?Background=Jade,Onyx');
  });

  it('opens on Activity when the URL says so', async () => {
    serveApi({ [ACTIVITY]: answer(feed) });
    renderTabs('/collection/guardians?tab=activity');
    expect(screen.getByRole('tab', { name: 'Activity' }).getAttribute('aria-selected')).toBe('true');
    expect(await screen.findAllByTestId('activity-row')).toHaveLength(3);
  });
});
