import type { EarnedShield, Shield } from '@guardians/shared/shields';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setEnv } from '../../../lib/env.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { createEnv } from '../../../test/fixtures.ts';
import { ShieldModal, type ShieldSelection } from './shield-modal.tsx';

vi.mock('../../../lib/auth/use-signed-in.ts', () => ({
  useSignedIn: () => ({ signedIn: true, checking: false }),
}));
vi.mock('../../../lib/auth/use-require-sign-in.ts', () => ({ useRequireSignIn: () => async () => true }));

const shield = (id: number, name: string): Shield => ({
  _id: id,
  name,
  description: `${name} description`,
  image: `/api/media/${'a'.repeat(32)}.png`,
  chainId: 31337,
  downloadUrl: `/downloadFile/${name.replace(/ /g, '_')}?mimetype=PNG&file_url=x&hash=y`,
});
const early = shield(1, 'Early Supporter');
const champion = shield(2, 'Forge Champion');
const earned: EarnedShield = {
  ...early,
  reason: 'Account #3 to join',
  awardedAt: '2026-11-20T10:00:00.000Z',
};

function renderModal(selection: ShieldSelection, options: { canEdit?: boolean } = {}) {
  const onClose = vi.fn();
  const onSelect = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ShieldModal
        selection={selection}
        onSelect={onSelect}
        onClose={onClose}
        shields={[early, champion]}
        loading={false}
        awards={new Map([[early._id, earned]])}
        viewerOwned={new Set([early._id])}
        canEdit={options.canEdit ?? false}
      />
    </QueryClientProvider>,
  );
  return { onClose, onSelect };
}

describe('ShieldModal', () => {
  beforeEach(() => setEnv(createEnv({ apiUrl: '' })));
  afterEach(cleanup);

  it('offers the signed download for an owned shield, with reason and date', () => {
    renderModal({ view: 'shield', id: early._id });
    expect(screen.getByRole('dialog', { name: 'Early Supporter' })).toBeTruthy();
    expect(screen.getByText('Account #3 to join')).toBeTruthy();
    expect(screen.getByText('Nov 20, 2026')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Download' });
    expect(link.getAttribute('href')).toBe(early.downloadUrl);
    expect(link.getAttribute('download')).toBe('Early Supporter.png');
    expect(screen.queryByText('Unlock to download!')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it("says 'Unlock to download!' for a shield the viewer has not earned", () => {
    renderModal({ view: 'shield', id: champion._id, fromList: true });
    expect(screen.getByText('Unlock to download!')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Download' })).toBeNull();
    expect(screen.getByText('Not earned yet')).toBeTruthy();
  });

  it('closes with its close control', () => {
    const { onClose } = renderModal({ view: 'shield', id: early._id });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('lists every shield with its state and opens one', () => {
    const { onSelect } = renderModal({ view: 'all' });
    expect(screen.getByText('1 of 2 unlocked')).toBeTruthy();
    expect(screen.getByText('Unlocked')).toBeTruthy();
    expect(screen.getByText('Locked')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Forge Champion/ }));
    expect(onSelect).toHaveBeenCalledWith({ view: 'shield', id: champion._id, fromList: true });
  });

  it('lets an admin edit, checking the fields before anything is sent', () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    renderModal({ view: 'shield', id: early._id }, { canEdit: true });
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByLabelText(/Image/).getAttribute('accept')).toBe('.png,.jpg,.jpeg');
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert').textContent).toBe('All fields are required');
    expect(fetchMock).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
