import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setEnv } from '../../../lib/env.ts';
import { serveApi, settleIdentityBatches } from '../../../test/fake-api.ts';
import { createEnv } from '../../../test/fixtures.ts';
import { bodyOf, MEMBER, renderConsolePage, viewerWith } from '../utils/console-test-kit.tsx';
import { QuestsPage } from './quests-page.tsx';

const renderPointsTab = () =>
  renderConsolePage(
    <QuestsPage viewer={viewerWith(['owner'])} />,
    '/admin/quests?tab=points',
    '/admin/quests',
  );

describe('the Points tab', () => {
  beforeEach(() => setEnv(createEnv()));
  afterEach(async () => {
    cleanup();
    await settleIdentityBatches();
    vi.unstubAllGlobals();
  });

  it('checks the adjustment before sending it, then sends it with its reason', async () => {
    const fetch = serveApi({
      'POST /api/admin/points/adjustments': ({ init }) =>
        Response.json(
          {
            data: {
              _id: '1',
              ...(bodyOf(init) as object),
              reason: 'adjustment',
              reference: null,
              createdAt: '2026-05-01T10:00:00.000Z',
            },
          },
          { status: 201 },
        ),
    });
    renderPointsTab();
    const save = await screen.findByRole('button', { name: 'Save adjustment' });
    fireEvent.click(save);
    expect(await screen.findByText(/0x followed by 40 hexadecimal characters/)).toBeTruthy();
    expect(screen.getByText(/Enter the coins to add/)).toBeTruthy();
    expect(screen.getByText(/Say why/)).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: 'Wallet address' }), {
      target: { value: MEMBER.toUpperCase().replace('0X', '0x') },
    });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Amount (coins)' }), {
      target: { value: '-5.555' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Reason' }), {
      target: { value: 'Paid twice by mistake' },
    });
    fireEvent.click(save);
    expect(await screen.findByText('amount may have at most 2 decimals')).toBeTruthy();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByRole('spinbutton', { name: 'Amount (coins)' }), {
      target: { value: '-5.5' },
    });
    fireEvent.click(save);
    await vi.waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Reason' }) as HTMLInputElement).value).toBe(''),
    );
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(bodyOf(post?.[1])).toEqual({ account: MEMBER, amount: -5.5, note: 'Paid twice by mistake' });
  });

  it('links the ledger export, and one account’s once an address is typed', async () => {
    serveApi({});
    renderPointsTab();
    expect((await screen.findByRole('link', { name: 'Export ledger (CSV)' })).getAttribute('href')).toBe(
      '/api/admin/points/ledger.csv',
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'Wallet address' }), { target: { value: MEMBER } });
    expect(screen.getByRole('link', { name: /^Only 0x0000…00b2/ }).getAttribute('href')).toBe(
      `/api/admin/points/ledger.csv?account=${MEMBER}`,
    );
  });
});
