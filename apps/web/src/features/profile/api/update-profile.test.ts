import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { setEnv } from '../../../lib/env.ts';
import { createEnv } from '../../../test/fixtures.ts';
import { type ProfileDraft, toProfileFormData, updateProfile } from './update-profile.ts';

function createDraft(overrides: Partial<ProfileDraft> = {}): ProfileDraft {
  return { username: '', biography: '', url: '', location: '', guardianId: null, image: null, ...overrides };
}

const entries = (form: FormData) => [...form.keys()];

describe('toProfileFormData', () => {
  it('sends nothing for an untouched, empty draft', () => {
    expect(entries(toProfileFormData(createDraft()))).toEqual([]);
  });

  it('sends only the non-empty fields, trimmed', () => {
    const form = toProfileFormData(createDraft({ username: ' KoiKeeper ', location: '   ', guardianId: 3 }));
    expect(entries(form)).toEqual(['username', 'guardianId']);
    expect(form.get('username')).toBe('KoiKeeper');
    expect(form.get('guardianId')).toBe('3');
  });

  it('sends every field and the avatar file as image when all are filled', () => {
    const image = new File([new Uint8Array([1, 2, 3])], 'me.png', { type: 'image/png' });
    const form = toProfileFormData(
      createDraft({
        username: 'koi',
        biography: 'Swims upstream',
        url: 'https://koi.example',
        location: 'River',
        guardianId: 1,
        image,
      }),
    );
    expect(entries(form)).toEqual(['username', 'biography', 'url', 'location', 'guardianId', 'image']);
    expect((form.get('image') as File).name).toBe('me.png');
  });

  it('leaves out an empty file', () => {
    const form = toProfileFormData(createDraft({ image: new File([], 'empty.png') }));
    expect(form.has('image')).toBe(false);
  });
});

describe('updateProfile', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    setEnv(createEnv({ apiUrl: '' }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('posts the multipart form with the session cookie', async () => {
    fetchMock.mockResolvedValue(Response.json({ data: { status: true, message: 'changes saved!' } }));
    const form = toProfileFormData(createDraft({ username: 'koi' }));
    await expect(updateProfile(form)).resolves.toEqual({ status: true, message: 'changes saved!' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/users/');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe(form);
    // The browser sets the multipart boundary itself: no content-type of ours.
    expect(new Headers(init?.headers).has('content-type')).toBe(false);
  });

  it("turns an error body into an ApiError with the server's message and field", async () => {
    fetchMock.mockResolvedValue(
      Response.json(
        {
          statusCode: 409,
          code: 'USERNAME_TAKEN',
          message: 'username has already been taken!',
          field: 'username',
        },
        { status: 409 },
      ),
    );
    const error = await updateProfile(new FormData()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      message: 'username has already been taken!',
      field: 'username',
    });
  });
});
