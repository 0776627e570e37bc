import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

describe('GET /api/site-configs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('returns the seeded configuration: single mode, post launch stage, every flag on', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/site-configs' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({
      mode: 'single',
      name: 'Guardians',
      launchStage: 'post',
      styles: { cardStyles: expect.any(Object) },
      enableGallery: true,
      enableExplore: true,
      enableStory: true,
      enableOdyssey: true,
      enableOwners: true,
      enableQuests: true,
      enableBlog: true,
      enableAbout: true,
      enablePortal: true,
    });
    expect(data.styles.background).toMatch(/^#/);
  });

  it('reflects a flag changed in the database on the next request', async () => {
    await t.db.execute(sql`update site_config set enable_story = false`);
    const res = await t.app.inject({ method: 'GET', url: '/api/site-configs' });
    expect(res.json().data.enableStory).toBe(false);
    await t.db.execute(sql`update site_config set enable_story = true`);
  });

  it('does not expose internal columns', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/site-configs' });
    expect(Object.keys(res.json().data)).not.toContain('id');
    expect(Object.keys(res.json().data)).not.toContain('updatedAt');
  });
});

describe('GET /api/site-configs before the first seed', () => {
  it('answers 503 with a clear code instead of an empty body', async () => {
    const t = await createTestApp({ seed: false });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/site-configs' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ statusCode: 503, code: 'SITE_NOT_CONFIGURED' });
    } finally {
      await t.close();
    }
  });
});

describe('SITE_MODE from the environment', () => {
  it('overrides the stored platform mode', async () => {
    const t = await createTestApp({ env: { SITE_MODE: 'multi' } });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/site-configs' });
      expect(res.json().data.mode).toBe('multi');
    } finally {
      await t.close();
    }
  });
});
