import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('OpenAPI', () => {
  it('documents the quest, points and admin routes', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(doc.statusCode).toBe(200);
    const paths = Object.keys(doc.json().paths);
    for (const path of [
      '/api/quests/all',
      '/api/quests/leaderboard',
      '/api/quests/users/{questId}',
      '/api/points/balance/me',
      '/api/admin/points/ledger.csv',
      '/api/admin/quest-completions/{id}/approve',
    ]) {
      expect(paths).toContain(path);
    }
  });
});
