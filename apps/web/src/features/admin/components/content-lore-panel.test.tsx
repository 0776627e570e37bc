import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setEnv } from '../../../lib/env.ts';
import { errorAnswer, serveApi, settleIdentityBatches } from '../../../test/fake-api.ts';
import { createEnv } from '../../../test/fixtures.ts';
import { bodyOf, renderConsolePage, viewerWith } from '../utils/console-test-kit.tsx';
import { createLoreEntry, listAnswer } from '../utils/content-test-kit.ts';
import { ContentPage } from './content-page.tsx';

const locked = createLoreEntry();
const open = createLoreEntry({ id: 'chapter-2', title: 'The Guardians', isOpened: true, origin: 'edited' });
const patches = (fetch: ReturnType<typeof serveApi>) =>
  fetch.mock.calls.filter(([, init]) => init?.method === 'PATCH');
const answerWith = ({ init }: { init: RequestInit | undefined }) =>
  Response.json({ data: { ...locked, ...(bodyOf(init) as object) } });

describe('the Story and Odyssey tabs', () => {
  beforeEach(() => setEnv(createEnv()));
  afterEach(async () => {
    cleanup();
    await settleIdentityBatches();
    vi.unstubAllGlobals();
  });

  it('opens a locked chapter at once and asks before locking an open one', async () => {
    const fetch = serveApi({
      '/api/admin/stories': listAnswer([locked, open]),
      'PATCH /api/admin/stories/chapter-1': answerWith,
      'PATCH /api/admin/stories/chapter-2': answerWith,
    });
    renderConsolePage(
      <ContentPage viewer={viewerWith(['moderator'])} />,
      '/admin/content?tab=story',
      '/admin/content',
    );
    const [first, second] = await screen.findAllByTestId('lore-entry');
    expect(within(first as HTMLElement).getByText('Locked')).toBeTruthy();
    expect(within(second as HTMLElement).getByText('Set in the console')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Open The Empress' }));
    await vi.waitFor(() => expect(patches(fetch)).toHaveLength(1));
    expect(bodyOf(patches(fetch)[0]?.[1])).toEqual({ isOpened: true });
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Lock The Guardians' }));
    const dialog = screen.getByRole('dialog', { name: 'Lock “The Guardians”?' });
    expect(patches(fetch)).toHaveLength(1);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Lock chapter' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodyOf(patches(fetch)[1]?.[1])).toEqual({ isOpened: false });
    expect(String(patches(fetch)[1]?.[0])).toBe('/api/admin/stories/chapter-2');
  });

  it('shows the server’s refusal in place of the stages', async () => {
    serveApi({
      '/api/admin/odyssey': () =>
        errorAnswer(403, 'FORBIDDEN', 'Your role does not allow this (it needs content:edit)'),
    });
    renderConsolePage(
      <ContentPage viewer={viewerWith(['moderator'])} />,
      '/admin/content?tab=odyssey',
      '/admin/content',
    );
    expect(await screen.findByText('Your role does not allow this (it needs content:edit)')).toBeTruthy();
  });
});
