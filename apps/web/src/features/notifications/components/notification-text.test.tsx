import type { Notification } from '@guardians/shared/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setEnv } from '../../../lib/env.ts';
import { serveApi, settleIdentityBatches } from '../../../test/fake-api.ts';
import { createEnv } from '../../../test/fixtures.ts';
import { NotificationText } from './notification-text.tsx';

const PERSON = '0x00000000000000000000000000000000000000a1';
const base = {
  id: 1,
  createdAt: '2026-11-22T20:00:00.000Z',
  readAt: null,
  target: {
    chainId: 31337,
    collection: '0x5fbdb2315678afecb367f032d93f642f64180aa3',
    collectionName: 'Guardians',
    collectionSlug: 'guardians',
    tokenId: '5',
    itemName: 'Koi #5',
    image: null,
    trait: null,
  },
};
const collectionTarget = { ...base.target, tokenId: null, itemName: null };

/** The sentence as a person reads it, the person's name (a short address here) read as 'Someone'. */
async function sentence(notification: Notification): Promise<string> {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <p data-testid="sentence">
          <NotificationText notification={notification} />
        </p>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const name = (await screen.findByTestId('person-name')).textContent ?? '';
  return (screen.getByTestId('sentence').textContent ?? '').replace(name, 'Someone');
}

describe('notification sentences', () => {
  beforeEach(() => {
    setEnv(createEnv());
    serveApi({});
  });
  afterEach(async () => {
    cleanup();
    await settleIdentityBatches();
    vi.unstubAllGlobals();
  });

  it('an offer on an item the person holds', async () => {
    const text = await sentence({
      ...base,
      kind: 'offer_received',
      offerer: PERSON,
      offerHash: '0x01',
      amountWei: '250000000000000000',
      amountEther: '0.25',
    });
    expect(text).toBe('Someone offered 0.25 WETH for Koi #5');
  });

  it('their offer accepted', async () => {
    const text = await sentence({
      ...base,
      kind: 'offer_accepted',
      seller: PERSON,
      offerHash: '0x01',
      txHash: '0x02',
      amountWei: '1',
      amountEther: '0.000000000000000001',
    });
    expect(text).toBe('Someone accepted your offer of 0.000000000000000001 WETH for Koi #5');
  });

  it('outbid on a trait offer', async () => {
    const text = await sentence({
      ...base,
      target: { ...collectionTarget, trait: { type: 'Eyes', value: 'Fierce' } },
      kind: 'outbid',
      offerer: PERSON,
      offerHash: '0x01',
      newOfferHash: '0x02',
      amountWei: '2',
      amountEther: '0.2',
      yourAmountWei: '1',
      yourAmountEther: '0.1',
    });
    expect(text).toBe(
      'Your offer of 0.1 WETH on Guardians with Eyes: Fierce was outbid: Someone offered 0.2 WETH',
    );
  });

  it('a collection floor under the alert', async () => {
    render(
      <MemoryRouter>
        <p data-testid="sentence">
          <NotificationText
            notification={{
              ...base,
              kind: 'price_drop',
              watch: 'collection',
              listingHash: '0x03',
              priceWei: '1',
              priceEther: '0.4',
              alertPriceWei: '2',
              alertPriceEther: '0.5',
            }}
          />
        </p>
      </MemoryRouter>,
    );
    expect(screen.getByTestId('sentence').textContent).toBe(
      'The floor of Guardians is now 0.4 ETH (Koi #5), at or under your alert of 0.5 ETH',
    );
  });
});
