import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ContestFaq } from './contest-faq.tsx';

describe('ContestFaq', () => {
  afterEach(cleanup);

  it('shows 10 questions, each a collapsed button controlling its answer', () => {
    render(<ContestFaq />);
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(10);
    for (const button of buttons) {
      expect(button.getAttribute('aria-expanded')).toBe('false');
      const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
      expect(panel?.hidden).toBe(true);
    }
  });

  it('opens and closes an answer, which is a region named by its question', () => {
    render(<ContestFaq />);
    const button = screen.getByRole('button', { name: 'Is AI art allowed?' });
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const region = screen.getByRole('region', { name: 'Is AI art allowed?' });
    expect(region.textContent).toContain('No AI art is allowed');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('region', { name: 'Is AI art allowed?' })).toBeNull();
  });

  it('moves between questions with the arrow keys, Home and End', () => {
    render(<ContestFaq />);
    const buttons = screen.getAllByRole('button');
    buttons[0]?.focus();
    fireEvent.keyDown(buttons[0] as HTMLElement, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(buttons[1]);
    fireEvent.keyDown(buttons[1] as HTMLElement, { key: 'End' });
    expect(document.activeElement).toBe(buttons[9]);
    fireEvent.keyDown(buttons[9] as HTMLElement, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(buttons[0]);
    fireEvent.keyDown(buttons[0] as HTMLElement, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(buttons[9]);
    fireEvent.keyDown(buttons[9] as HTMLElement, { key: 'Home' });
    expect(document.activeElement).toBe(buttons[0]);
  });
});
