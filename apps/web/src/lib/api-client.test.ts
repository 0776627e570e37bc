import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEnv } from '../test/fixtures.ts';
import { ApiError, apiBaseUrl, apiRequest } from './api-client.ts';
import { setEnv } from './env.ts';

describe('apiBaseUrl', () => {
  it('accepts same-origin, an origin, or an origin ending in /api without doubling /api', () => {
    expect(apiBaseUrl('')).toBe('');
    expect(apiBaseUrl('http://127.0.0.1:3000/')).toBe('http://127.0.0.1:3000');
    expect(apiBaseUrl('https://api.example.org/api')).toBe('https://api.example.org');
    expect(apiBaseUrl('/api/')).toBe('');
  });
});

describe('apiRequest', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    setEnv(createEnv({ apiUrl: '' }));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('sends the session cookie and returns the unwrapped data', async () => {
    fetchMock.mockResolvedValue(Response.json({ data: { mode: 'single' } }));
    await expect(apiRequest('/api/site-configs')).resolves.toEqual({ mode: 'single' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/site-configs');
    expect(init?.credentials).toBe('include');
  });

  it('posts JSON bodies', async () => {
    fetchMock.mockResolvedValue(Response.json({ data: { txHash: '0x01' } }));
    await apiRequest('/api/dev/faucet', { method: 'POST', body: { address: '0xabc' } });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"address":"0xabc"}');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
  });

  it('turns an error body into an ApiError with its status, code and message', async () => {
    fetchMock.mockResolvedValue(
      Response.json(
        { statusCode: 409, code: 'USERNAME_TAKEN', message: 'username has already been taken!' },
        { status: 409 },
      ),
    );
    const error = await apiRequest('/api/users').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 409,
      code: 'USERNAME_TAKEN',
      message: 'username has already been taken!',
    });
  });

  it('still gives an ApiError when the error body is not ours (a proxy page)', async () => {
    fetchMock.mockResolvedValue(
      new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    await expect(apiRequest('/api/site-configs')).rejects.toMatchObject({ status: 502, code: 'HTTP_ERROR' });
  });
});
