import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setEnv } from '../../../lib/env.ts';
import { serveApi, settleIdentityBatches } from '../../../test/fake-api.ts';
import { createEnv } from '../../../test/fixtures.ts';
import { bodyOf, renderConsolePage, viewerWith } from '../utils/console-test-kit.tsx';
import { createVaultAsset, listAnswer } from '../utils/content-test-kit.ts';
import { ContentPage } from './content-page.tsx';

/** XMLHttpRequest as the upload uses it: the test moves the progress and answers. */
class FakeUpload {
  static last: FakeUpload | null = null;
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  withCredentials = false;
  status = 0;
  responseText = '';
  url = '';
  body: FormData | null = null;
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body;
    FakeUpload.last = this;
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

/** The upload once the mutation has started it. */
const sent = () => vi.waitFor(() => FakeUpload.last ?? Promise.reject(new Error('nothing sent yet')));
const asset = createVaultAsset({ origin: 'file' });
const renderVault = () =>
  renderConsolePage(
    <ContentPage viewer={viewerWith(['moderator'])} />,
    '/admin/content?tab=vault',
    '/admin/content',
  );

describe('the Vault tab', () => {
  beforeEach(() => {
    setEnv(createEnv());
    FakeUpload.last = null;
  });
  afterEach(async () => {
    cleanup();
    await settleIdentityBatches();
    vi.unstubAllGlobals();
  });

  it('uploads an asset with its picture and file, showing how far it has got', async () => {
    serveApi({ '/api/admin/vault': listAnswer([]) });
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    renderVault();
    expect(await screen.findByText('The vault is empty. Upload the first asset.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Upload an asset' }));
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screen.getByText('Choose the picture the vault shows')).toBeTruthy();
    expect(FakeUpload.last).toBeNull();

    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'Koi wallpapers' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Description' }), {
      target: { value: 'Four of them' },
    });
    const picture = new File(['png'], 'koi.png', { type: 'image/png' });
    const download = new File(['zip'], 'koi.zip', { type: 'application/zip' });
    fireEvent.change(screen.getByLabelText('Picture'), { target: { files: [picture] } });
    fireEvent.change(screen.getByLabelText('File to download'), { target: { files: [download] } });
    fireEvent.click(screen.getByRole('switch', { name: 'Holders only' }));
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));

    const request = await sent();
    expect(request.url).toBe('/api/admin/vault');
    expect(request.withCredentials).toBe(true);
    const form = request.body ?? new FormData();
    expect(form.get('title')).toBe('Koi wallpapers');
    expect(form.get('holdersOnly')).toBe('true');
    expect((form.get('image') as File).name).toBe('koi.png');
    expect((form.get('file') as File).name).toBe('koi.zip');

    request.upload.onprogress?.({ lengthComputable: true, loaded: 42, total: 100 });
    expect(await screen.findByText('Uploading… 42 %')).toBeTruthy();
    request.answer(201, { data: createVaultAsset() });
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: 'Upload' })).toBeNull());
  });

  it('shows the server’s refusal of an upload under the part it names', async () => {
    serveApi({ '/api/admin/vault': listAnswer([]) });
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    renderVault();
    fireEvent.click(await screen.findByRole('button', { name: 'Upload an asset' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Title' }), { target: { value: 'Koi' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Description' }), { target: { value: 'Koi' } });
    fireEvent.change(screen.getByLabelText('Picture'), { target: { files: [new File(['x'], 'a.png')] } });
    fireEvent.change(screen.getByLabelText('File to download'), {
      target: { files: [new File(['x'], 'a.zip')] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    (await sent()).answer(413, {
      statusCode: 413,
      code: 'FILE_TOO_LARGE',
      message: 'The picture is larger than 5 MB',
      field: 'image',
    });
    expect(await screen.findByText('The picture is larger than 5 MB')).toBeTruthy();
  });

  it('switches holders-only at once and deletes an asset only once confirmed', async () => {
    const fetch = serveApi({
      '/api/admin/vault': listAnswer([asset]),
      'PATCH /api/admin/vault/3': ({ init }) =>
        Response.json({ data: { ...asset, ...(bodyOf(init) as object) } }),
      'DELETE /api/admin/vault/3': () => Response.json({ data: asset }),
    });
    renderVault();
    const row = await screen.findByTestId('vault-asset');
    expect(within(row).getByText(/koi-wallpapers\.zip · 2\.3 MB · 12 downloads/)).toBeTruthy();
    fireEvent.click(within(row).getByRole('switch', { name: 'Koi wallpapers: holders only' }));
    await vi.waitFor(() => expect(fetch.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(true));
    const patch = fetch.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(bodyOf(patch?.[1])).toEqual({ holdersOnly: true });

    fireEvent.click(within(row).getByRole('button', { name: 'Delete Koi wallpapers' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete “Koi wallpapers”?' });
    expect(dialog.textContent).toMatch(/vault\.json/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete asset' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toHaveLength(1);
  });
});
