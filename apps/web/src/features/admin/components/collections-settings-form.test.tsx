import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setEnv } from '../../../lib/env.ts';
import { serveApi, settleIdentityBatches } from '../../../test/fake-api.ts';
import { createEnv } from '../../../test/fixtures.ts';
import { createCollection, TOKEN } from '../utils/collections-test-kit.ts';
import { bodyOf, renderConsolePage, viewerWith } from '../utils/console-test-kit.tsx';
import { listAnswer } from '../utils/content-test-kit.ts';
import { CollectionsPage } from './collections-page.tsx';

// The chain is not what these tests are about: the contract answers nothing.
vi.mock('../../../lib/wallet/wallet-actions.ts', () => ({
  readContractCall: vi.fn(async () => {
    throw new Error('no chain in this test');
  }),
}));

const other = createCollection({ name: 'Koi', slug: 'koi', isDefault: false });
const calls = (fetch: ReturnType<typeof serveApi>, method: string) =>
  fetch.mock.calls.filter(([, init]) => init?.method === method);

function serve() {
  return serveApi({
    '/api/collections/all': listAnswer([other]),
    [`/api/admin/collections/${TOKEN}/whitelist`]: () =>
      Response.json({ data: { size: 0, root: null, accounts: [] } }),
    [`PUT /api/admin/collections/${TOKEN}`]: () =>
      Response.json(
        {
          statusCode: 409,
          code: 'COLLECTION_SLUG_TAKEN',
          message: "Another collection already uses the slug 'guardians'",
          field: 'slug',
        },
        { status: 409 },
      ),
    [`PUT /api/admin/collections/${TOKEN}/default`]: () =>
      Response.json({ data: { ...other, isDefault: true } }),
  });
}

describe('a collection’s settings', () => {
  beforeEach(() => setEnv(createEnv()));
  afterEach(async () => {
    cleanup();
    await settleIdentityBatches();
    vi.unstubAllGlobals();
  });

  it('checks the fields first, then shows the server’s slug refusal under the slug', async () => {
    const fetch = serve();
    renderConsolePage(
      <CollectionsPage viewer={viewerWith(['owner'])} />,
      `/admin/collections?collection=${TOKEN}`,
      '/admin/collections',
    );
    const form = await screen.findByRole('region', { name: 'How it shows' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Presale link' }), {
      target: { value: 'http://mint.example' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByText('Must be an https URL or a site path')).toBeTruthy();
    expect(calls(fetch, 'PUT')).toEqual([]);

    fireEvent.change(within(form).getByRole('textbox', { name: 'Presale link' }), { target: { value: '' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Slug' }), { target: { value: 'guardians' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await within(form).findByText("Another collection already uses the slug 'guardians'"),
    ).toBeTruthy();
    expect(bodyOf(calls(fetch, 'PUT')[0]?.[1])).toEqual({
      slug: 'guardians',
      description: 'Five Guardians and an empress.',
      image: '',
      bannerImage: '',
      presaleUrl: '',
    });
    expect(screen.getByText('The contract could not be read from the chain.', { exact: false })).toBeTruthy();
  });

  it('makes a collection the default only once confirmed', async () => {
    const fetch = serve();
    renderConsolePage(
      <CollectionsPage viewer={viewerWith(['owner'])} />,
      `/admin/collections?collection=${TOKEN}`,
      '/admin/collections',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Make it the default' }));
    const dialog = screen.getByRole('dialog', { name: 'Make Koi the default?' });
    expect(calls(fetch, 'PUT')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make default' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(String(calls(fetch, 'PUT')[0]?.[0])).toBe(`/api/admin/collections/${TOKEN}/default`);
  });
});
