import { questMessages } from '@guardians/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questCompletions } from '../../src/db/schema/index.ts';
import { signIn } from '../helpers/login-flow.ts';
import { questFixtures } from '../helpers/quest-fixtures.ts';
import type { TestApp } from '../helpers/test-app.ts';

const fixtures = questFixtures();
const { admin, questId, complete, status, ledgerRows } = fixtures;

let t: TestApp;
let adminCookie: string;

beforeAll(async () => {
  ({ t, adminCookie } = await fixtures.start());
});
afterAll(async () => {
  await fixtures.close();
});

describe('admin-reviewed quests', () => {
  const review = (id: string, action: 'approve' | 'reject', cookie = adminCookie) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/quest-completions/${id}/${action}`,
      headers: { cookie },
    });

  it('needs proof, waits for review, pays once on approval', async () => {
    const user = await signIn(t.app);
    const id = questId('share-on-x');
    const noProof = await complete(user.cookie, id, {});
    expect(noProof.statusCode).toBe(400);
    expect(noProof.json()).toMatchObject({ code: 'PROOF_REQUIRED', message: questMessages.proofRequired });
    expect((await complete(user.cookie, id, { proof: '   ' })).statusCode).toBe(400);

    const sent = await complete(user.cookie, id, { proof: 'https://x.com/me/status/1' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data).toMatchObject({ status: 'pending', pointsAwarded: 0 });
    expect(await ledgerRows(user.account, id)).toHaveLength(0);

    const pending = await t.app.inject({
      url: `/api/admin/quests/${id}/completions?status=pending`,
      headers: { cookie: adminCookie },
    });
    expect(pending.statusCode).toBe(200);
    const entry = pending.json().data.items.find((c: { account: string }) => c.account === user.account);
    expect(entry).toMatchObject({ status: 'pending', proof: 'https://x.com/me/status/1' });

    expect((await review(entry._id, 'approve', user.cookie)).statusCode).toBe(403);
    const approved = await review(entry._id, 'approve');
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data).toMatchObject({ status: 'completed', reviewedBy: admin.toLowerCase() });
    expect((await review(entry._id, 'approve')).statusCode).toBe(200);
    expect(await ledgerRows(user.account, id)).toHaveLength(1);
    expect(await status(user.account, id)).toMatchObject({ status: 'completed', pointsAwarded: 40 });

    const rejectPaid = await review(entry._id, 'reject');
    expect(rejectPaid.statusCode).toBe(409);
    expect(rejectPaid.json().code).toBe('COMPLETION_ALREADY_PAID');
  });

  it('a rejected completion pays nothing and may be sent again', async () => {
    const user = await signIn(t.app);
    const id = questId('share-on-x');
    await complete(user.cookie, id, { proof: 'not a link' });
    const [row] = await t.db
      .select()
      .from(questCompletions)
      .where(and(eq(questCompletions.questId, id), eq(questCompletions.account, user.account)));
    const rejected = await review(String(row?.id), 'reject');
    expect(rejected.json().data.status).toBe('rejected');
    expect((await status(user.account, id)).status).toBe('rejected');
    expect(await ledgerRows(user.account, id)).toHaveLength(0);
    const again = await complete(user.cookie, id, { proof: 'https://x.com/me/status/2' });
    expect(again.json().data.status).toBe('pending');
    expect((await review('999999', 'approve')).statusCode).toBe(404);
  });
});
