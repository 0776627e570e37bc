import type { Profile } from '@guardians/shared/users';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setEnv } from '../../../lib/env.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { clearToasts, useToasts } from '../../../lib/toast.ts';
import { createEnv } from '../../../test/fixtures.ts';
import { SAVE_TOAST_ID, useProfileEditor } from './use-profile-editor.ts';

const signedIn = vi.hoisted(() => ({ value: true }));
vi.mock('../../../lib/auth/use-signed-in.ts', () => ({
  useSignedIn: () => ({ signedIn: signedIn.value, checking: false }),
}));

function createProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    account: '0x1234567890abcdef1234567890abcdef1234abcd',
    username: 'KoiKeeper',
    biography: null,
    image: null,
    bannerImage: null,
    url: null,
    location: null,
    guardianId: null,
    ...overrides,
  };
}

function renderEditor(profile = createProfile()) {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => ({ editor: useProfileEditor(profile), toasts: useToasts() }), { wrapper });
}

async function save(result: ReturnType<typeof renderEditor>['result']) {
  let saved = false;
  await act(async () => {
    saved = await result.current.editor.save();
  });
  return saved;
}

describe('useProfileEditor save', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    setEnv(createEnv({ apiUrl: '' }));
    vi.stubGlobal('fetch', fetchMock);
    signedIn.value = true;
  });
  afterEach(() => {
    cleanup();
    clearToasts();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it("turns one toast from 'setting site data...' into 'changes saved!'", async () => {
    let resolve: (response: Response) => void = () => {};
    fetchMock.mockReturnValueOnce(new Promise((r) => (resolve = r)));
    const { result } = renderEditor();
    let pending: Promise<boolean> = Promise.resolve(false);
    act(() => {
      pending = result.current.editor.save();
    });
    await vi.waitFor(() =>
      expect(result.current.toasts).toEqual([
        { id: SAVE_TOAST_ID, kind: 'loading', message: 'setting site data...' },
      ]),
    );
    fetchMock.mockResolvedValue(Response.json({ data: createProfile() }));
    await act(async () => {
      resolve(Response.json({ data: { status: true, message: 'changes saved!' } }));
      await pending;
    });
    expect(result.current.toasts).toEqual([
      { id: SAVE_TOAST_ID, kind: 'success', message: 'changes saved!' },
    ]);
  });

  it("answers 'access denied' without calling the server when not signed in", async () => {
    signedIn.value = false;
    const { result } = renderEditor();
    expect(await save(result)).toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(result.current.toasts).toMatchObject([{ kind: 'error', message: 'access denied' }]);
  });

  it("shows the server's message and marks the field it names", async () => {
    fetchMock.mockResolvedValue(
      Response.json(
        { statusCode: 400, code: 'UNSUPPORTED_IMAGE', message: 'image: not a picture', field: 'image' },
        { status: 400 },
      ),
    );
    const { result } = renderEditor();
    expect(await save(result)).toBe(false);
    expect(result.current.toasts).toMatchObject([{ kind: 'error', message: 'image: not a picture' }]);
    expect(result.current.editor.fieldError).toEqual({ field: 'image', message: 'image: not a picture' });
  });

  it("says 'update failed!' when the request throws", async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { result } = renderEditor();
    expect(await save(result)).toBe(false);
    expect(result.current.toasts).toMatchObject([{ kind: 'error', message: 'update failed!' }]);
  });
});
