import type { Judge } from '@guardians/shared/contest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setEnv } from '../../../lib/env.ts';
import { errorAnswer, serveApi, settleIdentityBatches } from '../../../test/fake-api.ts';
import { createEnv } from '../../../test/fixtures.ts';
import { bodyOf, renderConsolePage } from '../utils/console-test-kit.tsx';
import { ContestPage } from './contest-page.tsx';

const SUIRIN = '0x00000000000000000000000000000000000000d1';
const NEWCOMER = '0x00000000000000000000000000000000000000E2';
const judges: Judge[] = [{ account: SUIRIN, name: 'Suirin' }];
const list = () => Response.json({ data: { items: judges, total: judges.length } });
const renderJudges = () => renderConsolePage(<ContestPage />, '/admin/contest?tab=judges', '/admin/contest');
const writes = (fetch: ReturnType<typeof serveApi>) =>
  fetch.mock.calls.filter(([, init]) => init?.method && init.method !== 'GET');

describe('the contest judges', () => {
  beforeEach(() => setEnv(createEnv()));
  afterEach(async () => {
    cleanup();
    await settleIdentityBatches();
    vi.unstubAllGlobals();
  });

  it('adds a judge by a valid wallet and a name, in lower case', async () => {
    const fetch = serveApi({
      '/api/admin/judges': list,
      [`PUT /api/admin/judges/${NEWCOMER.toLowerCase()}`]: ({ init }) =>
        Response.json({ data: { account: NEWCOMER.toLowerCase(), ...(bodyOf(init) as object) } }),
    });
    renderJudges();
    expect(await screen.findByRole('rowheader', { name: /Suirin/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add a judge' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a judge' });
    const wallet = within(dialog).getByRole('textbox', { name: 'Wallet address' });
    fireEvent.change(wallet, { target: { value: '0x12' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add judge' }));
    expect(await within(dialog).findByText(/0x followed by 40 hexadecimal characters/)).toBeTruthy();
    expect(within(dialog).getByText('Enter the judge’s name')).toBeTruthy();

    fireEvent.change(wallet, { target: { value: SUIRIN } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: ' Aoi ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add judge' }));
    expect(await within(dialog).findByText(/is a judge already/)).toBeTruthy();
    expect(writes(fetch)).toEqual([]);

    fireEvent.change(wallet, { target: { value: NEWCOMER } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add judge' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [[url, init]] = writes(fetch) as [[string, RequestInit]];
    expect(url).toBe(`/api/admin/judges/${NEWCOMER.toLowerCase()}`);
    expect(bodyOf(init)).toEqual({ name: 'Aoi' });
  });

  it('renames a judge without asking for the wallet again', async () => {
    const fetch = serveApi({
      '/api/admin/judges': list,
      [`PUT /api/admin/judges/${SUIRIN}`]: () =>
        Response.json({ data: { account: SUIRIN, name: 'Suirin Ito' } }),
    });
    renderJudges();
    fireEvent.click(await screen.findByRole('button', { name: /^Rename Suirin/ }));
    const dialog = screen.getByRole('dialog', { name: 'Rename Suirin' });
    expect(within(dialog).queryByRole('textbox', { name: 'Wallet address' })).toBeNull();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), {
      target: { value: 'Suirin Ito' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save name' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(fetch).map(([, init]) => bodyOf(init))).toEqual([{ name: 'Suirin Ito' }]);
  });

  it("asks before removing a judge and shows the server's refusal in the dialog", async () => {
    const fetch = serveApi({
      '/api/admin/judges': list,
      [`DELETE /api/admin/judges/${SUIRIN}`]: () =>
        errorAnswer(404, 'NOT_FOUND', 'This account is not a judge'),
    });
    renderJudges();
    fireEvent.click(await screen.findByRole('button', { name: /^Remove Suirin/ }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Suirin as a judge?' });
    expect(writes(fetch)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove judge' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('This account is not a judge');
  });

  it('says so when there is no judge yet', async () => {
    serveApi({ '/api/admin/judges': () => Response.json({ data: { items: [], total: 0 } }) });
    renderJudges();
    expect(await screen.findByText(/No judge yet/)).toBeTruthy();
  });
});
