import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEnv } from '../test/fixtures.ts';
import { ApiError, apiBaseUrl, apiRequest, WRITE_RETRY_DELAYS_MS } from './api-client.ts';
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

describe('apiRequest writes', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    setEnv(createEnv({ apiUrl: '' }));
    vi.stubGlobal('fetch', fetchMock);
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  const keyOf = (call: number) =>
    new Headers(fetchMock.mock.calls[call]?.[1]?.headers).get('idempotency-key');

  it('sends an Idempotency-Key on writes and none on reads', async () => {
    fetchMock.mockImplementation(async () => Response.json({ data: {} }));
    await apiRequest('/api/site-configs');
    await apiRequest('/api/x', { method: 'POST', body: {} });
    await apiRequest('/api/x', { method: 'POST', body: {} });
    expect(keyOf(0)).toBeNull();
    expect(keyOf(1)).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(keyOf(2)).not.toBe(keyOf(1));
  });

  it('retries a write whose connection failed with the same key', async () => {
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response('bad gateway', { status: 502 }))
      .mockResolvedValueOnce(Response.json({ data: { liked: true } }));
    const answer = apiRequest('/api/nfts/reactions/update/0xabc/1', {
      method: 'POST',
      body: { type: 'like' },
    });
    await vi.runAllTimersAsync();
    await expect(answer).resolves.toEqual({ liked: true });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(new Set([keyOf(0), keyOf(1), keyOf(2)]).size).toBe(1);
  });

  it('gives up after the last retry and never retries a refusal', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const failing = apiRequest('/api/x', { method: 'POST', body: {} }).catch((e: unknown) => e);
    await vi.runAllTimersAsync();
    expect(await failing).toBeInstanceOf(TypeError);
    expect(fetchMock).toHaveBeenCalledTimes(1 + WRITE_RETRY_DELAYS_MS.length);

    fetchMock.mockReset();
    fetchMock.mockResolvedValue(
      Response.json({ statusCode: 409, code: 'CONFLICT', message: 'Already there' }, { status: 409 }),
    );
    const refused = apiRequest('/api/x', { method: 'POST', body: {} }).catch((e: unknown) => e);
    await vi.runAllTimersAsync();
    expect(await refused).toMatchObject({ status: 409 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends a POST read like a GET (no key, no retry) and retries a state-setting write without a key', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const read = apiRequest('/api/gallery/all', { method: 'POST', kind: 'read', body: {} }).catch(
      (e: unknown) => e,
    );
    await vi.runAllTimersAsync();
    expect(await read).toBeInstanceOf(TypeError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(keyOf(0)).toBeNull();

    fetchMock.mockReset();
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(Response.json({ data: { liked: true } }));
    const set = apiRequest('/api/nfts/reactions/update/0xabc/1', {
      method: 'POST',
      kind: 'sets-state',
      body: { type: 'like', active: true },
    });
    await vi.runAllTimersAsync();
    await expect(set).resolves.toEqual({ liked: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect([keyOf(0), keyOf(1)]).toEqual([null, null]);
  });

  it('does not retry reads (the query cache does)', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiRequest('/api/site-configs')).rejects.toBeInstanceOf(TypeError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
