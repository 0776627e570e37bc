import type { ArtistSubmission } from '@guardians/shared/gallery';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setEnv } from '../../../lib/env.ts';
import { clearToasts } from '../../../lib/toast.ts';
import { ToastList } from '../../../lib/toast-list.tsx';
import { createEnv } from '../../../test/fixtures.ts';
import { LoveButton } from './love-button.tsx';

const submission = {
  _id: 1,
  totalReactionsCount: 3,
  userReaction: { reactionActive: false },
} as unknown as ArtistSubmission;

describe('LoveButton', () => {
  afterEach(() => {
    cleanup();
    clearToasts();
  });

  it('loves on press where X can be linked', () => {
    setEnv(createEnv());
    const onToggle = vi.fn();
    render(<LoveButton submission={submission} onToggle={onToggle} pending={false} />);
    const love = screen.getByTestId('love-button');
    expect(love.getAttribute('aria-disabled')).toBeNull();
    expect(screen.queryByTestId('lock-icon')).toBeNull();
    fireEvent.click(love);
    expect(onToggle).toHaveBeenCalledWith(submission);
  });

  it('wears the lock on a site without X, and a press says why instead of loving', () => {
    setEnv(createEnv({ socialProviders: { twitter: false, discord: false } }));
    const onToggle = vi.fn();
    render(
      <>
        <LoveButton submission={submission} onToggle={onToggle} pending={false} />
        <ToastList />
      </>,
    );
    const love = screen.getByTestId('love-button');
    const reason = 'Loving fan art needs a linked X account, and this site has not set up X yet.';
    expect(love.getAttribute('aria-disabled')).toBe('true');
    expect(love.getAttribute('title')).toBe(reason);
    expect(screen.getByTestId('lock-icon')).toBeTruthy();
    expect(document.getElementById(love.getAttribute('aria-describedby') ?? '')?.textContent).toBe(reason);
    fireEvent.click(love);
    expect(onToggle).not.toHaveBeenCalled();
    expect(screen.getByRole('listitem').textContent).toBe(reason);
  });
});
