import type { OdysseyItem } from '@guardians/shared/editorial';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setEnv } from '../../../lib/env.ts';
import { createEnv } from '../../../test/fixtures.ts';
import { OdysseyStage } from './odyssey-stage.tsx';

function stage(overrides: Partial<OdysseyItem> = {}): OdysseyItem {
  return {
    id: 'mystic-forest',
    image: '/forest.svg',
    imageMobile: '/forest-mobile.svg',
    isOpened: true,
    videoURL: null,
    title: 'Mystic Forest',
    description: 'Two weeks among the trees.',
    text: ['The forest hums.'],
    images: [],
    socials: [],
    prizeUsd: 3000,
    durationDays: 14,
    ...overrides,
  };
}

function Harness({ item }: { item: OdysseyItem }) {
  const [expanded, setExpanded] = useState(false);
  return <OdysseyStage stage={item} number={2} expanded={expanded} onToggle={() => setExpanded((v) => !v)} />;
}

function renderStage(item: OdysseyItem) {
  const router = createMemoryRouter([{ path: '/', element: <Harness item={item} /> }]);
  render(<RouterProvider router={router} />);
}

describe('OdysseyStage', () => {
  beforeEach(() => setEnv(createEnv()));
  afterEach(cleanup);

  it('opens an open stage as a disclosure with its prize, text and detail link', () => {
    renderStage(stage());
    const button = screen.getByRole('button', { name: 'Explore this stage: Mystic Forest' });
    const region = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(region?.hidden).toBe(true);

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(region?.hidden).toBe(false);
    expect(screen.getByText('$3,000 art contest · about two weeks')).toBeTruthy();
    expect(screen.getByText('The forest hums.')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Open the Mystic Forest page/ }).getAttribute('href')).toBe(
      '/odyssey/mystic-forest',
    );
  });

  it('shows a locked stage as locked and never opens it', () => {
    renderStage(stage({ isOpened: false }));
    expect(screen.getByText('Locked')).toBeTruthy();
    const button = screen.getByRole('button', { name: /Mystic Forest/ }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('The forest hums.')).toBeNull();
  });

  it('uses the mobile picture under 768 px', () => {
    renderStage(stage());
    const source = document.querySelector('picture source');
    expect(source?.getAttribute('media')).toBe('(max-width: 767px)');
    expect(source?.getAttribute('srcset')).toBe('/forest-mobile.svg');
  });
});
