import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections } from '../../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

const FIRST = '0x1111111111111111111111111111111111111111';
const FLAGGED = '0x2222222222222222222222222222222222222222';

describe('GET /api/defaultCollection', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is null until a collection exists', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/defaultCollection?chainId=31337' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { tokenAddress: null } });
  });

  it('returns the collection flagged default, else the first one added on that chain', async () => {
    await t.db
      .insert(collections)
      .values({ chainId: 31337, tokenAddress: FIRST, slug: 'first', name: 'First' });
    let res = await t.app.inject({ method: 'GET', url: '/api/defaultCollection?chainId=31337' });
    expect(res.json().data.tokenAddress).toBe(FIRST);

    await t.db
      .insert(collections)
      .values({ chainId: 31337, tokenAddress: FLAGGED, slug: 'flagged', name: 'Flagged', isDefault: true });
    res = await t.app.inject({ method: 'GET', url: '/api/defaultCollection?chainId=31337' });
    expect(res.json().data.tokenAddress).toBe(FLAGGED);
  });

  it('uses the configured chain when chainId is omitted, and keeps chains apart', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/defaultCollection' });
    expect(res.json().data.tokenAddress).toBe(FLAGGED);
    const other = await t.app.inject({ method: 'GET', url: '/api/defaultCollection?chainId=1' });
    expect(other.json().data.tokenAddress).toBeNull();
  });

  it('rejects a chainId that is not a positive number with 400 naming the field', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/defaultCollection?chainId=abc' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, code: 'INVALID_INPUT', field: 'chainId' });
  });
});

describe('GET /api/defaultCollection with DEFAULT_TOKEN_ADDRESS set', () => {
  it('returns the configured address, lower-cased', async () => {
    const configured = '0xABCDEFabcdefABCDEFabcdefABCDEFabcdefABCD';
    const t = await createTestApp({ env: { DEFAULT_TOKEN_ADDRESS: configured } });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/defaultCollection?chainId=31337' });
      expect(res.json().data.tokenAddress).toBe(configured.toLowerCase());
    } finally {
      await t.close();
    }
  });
});
