import type { Quest } from '@guardians/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artistSubmissions } from '../../src/db/schema/index.ts';
import { png } from '../helpers/gallery-media-builders.ts';
import {
  linkedUser,
  mediaFile,
  postUrl,
  startSubmissionApp,
  stopSubmissionApp,
  submit,
} from '../helpers/gallery-submission-fixtures.ts';
import type { TestApp } from '../helpers/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  ({ t } = await startSubmissionApp());
});
afterAll(stopSubmissionApp);

describe('submit_fan_art quest', () => {
  it('pays after a submission, and a disabled submission does not count', async () => {
    const listed = await t.app.inject({ url: '/api/quests/all?limit=100' });
    const quest = (listed.json().data.items as Quest[]).find((q) => q.slug === 'fan-artist');
    if (!quest) throw new Error('no fan-artist quest');
    const complete = (cookie: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/quests/users/${quest._id}`,
        headers: { cookie },
        payload: {},
      });

    const user = await linkedUser();
    expect((await complete(user.cookie)).statusCode).toBe(409);
    const first = await submit(user.cookie, { postUrl: postUrl() }, [mediaFile(await png())]);
    expect(first.statusCode).toBe(201);
    await t.db
      .update(artistSubmissions)
      .set({ disabled: true })
      .where(eq(artistSubmissions.id, first.json().data._id));
    expect((await complete(user.cookie)).json()).toMatchObject({ code: 'QUEST_NOT_MET' });

    expect((await submit(user.cookie, { postUrl: postUrl() }, [mediaFile(await png())])).statusCode).toBe(
      201,
    );
    const paid = await complete(user.cookie);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data).toMatchObject({ status: 'completed', pointsAwarded: quest.points });
  });
});
