import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setEnv } from '../../../lib/env.ts';
import { createEnv } from '../../../test/fixtures.ts';
import { LoreCard, type LoreCardEntry } from './lore-card.tsx';

function renderCard(entry: LoreCardEntry) {
  const router = createMemoryRouter(
    [
      { path: '/story', element: <LoreCard entry={entry} basePath="/story" label="Chapter 1" /> },
      { path: '/story/:id', element: <p>detail page</p> },
    ],
    { initialEntries: ['/story'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const open = { id: 'legend-of-the-koi', title: 'Legend Of The Koi', image: '/a.png', isOpened: true };
const locked = { id: 'lore', title: 'Lore', image: '/b.png', isOpened: false };

describe('LoreCard', () => {
  beforeEach(() => setEnv(createEnv()));
  afterEach(cleanup);

  it('links an open card to its detail page', () => {
    const router = renderCard(open);
    const link = screen.getByRole('link', { name: 'Legend Of The Koi' });
    expect(link.getAttribute('href')).toBe('/story/legend-of-the-koi');
    fireEvent.click(link);
    expect(router.state.location.pathname).toBe('/story/legend-of-the-koi');
  });

  it('shows a locked card as disabled, neither link nor button', () => {
    renderCard(locked);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    const card = screen.getByText('Lore').closest('[aria-disabled]');
    expect(card?.getAttribute('aria-disabled')).toBe('true');
    expect(card?.hasAttribute('tabindex')).toBe(false);
    expect(screen.getByText('Locked')).toBeTruthy();
  });

  it('stays on the grid when a locked card is clicked or gets Enter', () => {
    const router = renderCard(locked);
    const card = screen.getByText('Lore').closest('[aria-disabled]') as HTMLElement;
    fireEvent.click(card);
    fireEvent.keyDown(card, { key: 'Enter' });
    expect(router.state.location.pathname).toBe('/story');
  });
});
