import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setEnv } from '../../../lib/env.ts';
import { errorAnswer, serveApi, settleIdentityBatches } from '../../../test/fake-api.ts';
import { createEnv } from '../../../test/fixtures.ts';
import { bodyOf, MEMBER, renderConsolePage } from '../utils/console-test-kit.tsx';
import { createContestSettings } from '../utils/contest-test-kit.ts';
import { ContestPage } from './contest-page.tsx';

const renderClaims = () => renderConsolePage(<ContestPage />, '/admin/contest?tab=claims', '/admin/contest');
const puts = (fetch: ReturnType<typeof serveApi>) =>
  fetch.mock.calls.filter(([, init]) => init?.method === 'PUT').map(([, init]) => bodyOf(init));

describe('the claim threshold', () => {
  beforeEach(() => setEnv(createEnv()));
  afterEach(async () => {
    cleanup();
    await settleIdentityBatches();
    vi.unstubAllGlobals();
  });

  it('sets a number from 1 to 1000, checked before sending, and says who saved it', async () => {
    const saved = createContestSettings({
      claimThreshold: 5,
      edited: true,
      editedAt: '2026-05-02T10:00:00.000Z',
      editedBy: MEMBER,
    });
    const fetch = serveApi({
      '/api/admin/contest': () => Response.json({ data: createContestSettings() }),
      'PUT /api/admin/contest': () => Response.json({ data: saved }),
    });
    renderClaims();
    expect(await screen.findByRole('radio', { name: /Use the default \(3\)/ })).toHaveProperty(
      'checked',
      true,
    );
    expect(screen.getByTestId('contest-provenance').textContent).toMatch(/Not saved in the console yet/);

    fireEvent.click(screen.getByRole('radio', { name: /Set a number/ }));
    const count = screen.getByRole('spinbutton', { name: 'Claims per account' });
    fireEvent.change(count, { target: { value: '1001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save threshold' }));
    expect(await screen.findByText('Enter a whole number from 1 to 1000')).toBeTruthy();
    expect(puts(fetch)).toEqual([]);

    fireEvent.change(count, { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save threshold' }));
    await vi.waitFor(() =>
      expect(screen.getByTestId('contest-provenance').textContent).toMatch(/^Last saved in the console by/),
    );
    expect(puts(fetch)).toEqual([{ claimThreshold: 5 }]);
    expect(screen.getByText('5').closest('p')?.textContent).toMatch(/In force now: 5 claims per account/);
  });

  it("returns to the default with null, and shows the server's refusal", async () => {
    const fetch = serveApi({
      '/api/admin/contest': () =>
        Response.json({ data: createContestSettings({ claimThreshold: 8, edited: true }) }),
      'PUT /api/admin/contest': () =>
        errorAnswer(
          403,
          'FORBIDDEN',
          'This needs the contest:edit permission, which your roles do not grant',
        ),
    });
    renderClaims();
    expect(await screen.findByRole('radio', { name: /Set a number/ })).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('radio', { name: /Use the default \(3\)/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save threshold' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This needs the contest:edit permission, which your roles do not grant',
    );
    expect(puts(fetch)).toEqual([{ claimThreshold: null }]);
  });
});
