import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMPOSE,
  type DemoXSite,
  HASHTAG,
  INGESTION_PARAMS,
  startDemoXSite,
} from '../helpers/demo-x-search.ts';

// The demo X's compose page (decision 0073): what a person posts is in the stand-in's next answer.
let x: DemoXSite;

beforeAll(async () => {
  x = await startDemoXSite({ X_INGEST_INTERVAL_SECONDS: '0' });
});
afterAll(() => x?.close());

describe("the demo X's compose page", () => {
  it('is marked as a demo, prefills the hashtag and offers the pictures', async () => {
    const res = await x.t.app.inject({ url: COMPOSE });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('<span class="badge">Demo</span>');
    expect(res.body).toContain('Nothing is sent to X');
    expect(res.body).toContain(`>#${HASHTAG}</textarea>`);
    expect(res.headers['content-security-policy']).toContain("img-src 'self'");
    expect(res.headers['referrer-policy']).toBe('same-origin');
    const pictures = [...res.body.matchAll(/<img src="([^"]+)"/g)].map((match) => match[1]);
    expect(pictures).toHaveLength(4);
    const picture = await x.t.app.inject({ url: pictures[0] ?? '' });
    expect(picture.headers['content-type']).toBe('image/png');
  });

  it('posts, says so, and the post is in the next answer', async () => {
    const since = await x.newestId();
    const res = await x.compose({
      handle: '@Koi_Keeper',
      text: `My koi, in ember #${HASHTAG}`,
      picture: 'ember-poster',
    });
    expect(res.statusCode, res.body).toBe(303);
    const location = String(res.headers.location);
    expect(location).toMatch(/^\/dev-oauth\/x\/compose\/post\?posted=\d+$/);
    const id = String(new URL(location, x.origin).searchParams.get('posted'));
    const page = await x.t.app.inject({ url: location });
    expect(page.body).toContain('Posted as @Koi_Keeper.');
    expect(page.body).toContain('<a href="/gallery">gallery</a>');

    const next = await x.search({ ...INGESTION_PARAMS, since_id: since });
    const body = next.json();
    expect(body.data).toEqual([
      {
        id,
        text: `My koi, in ember #${HASHTAG}`,
        edit_history_tweet_ids: [id],
        created_at: expect.any(String),
        author_id: await x.signedInId('koi_keeper'),
        attachments: { media_keys: [`3_${id}`] },
      },
    ]);
    expect(body.includes.media[0].url).toBe(`${x.origin}/dev-oauth/x/media/ember-poster.png`);
    expect(body.includes.users).toEqual([
      { id: body.data[0].author_id, name: 'Koi_Keeper', username: 'Koi_Keeper' },
    ]);
    // A post made now is within X's window: its snowflake id tells the time, as X's do.
    const madeAt = Number((BigInt(id) >> 22n) + 1_288_834_974_657n);
    expect(Math.abs(madeAt - Date.parse(body.data[0].created_at))).toBeLessThan(1000);
  });

  it('says when a post will not reach the contest: it lacks the hashtag', async () => {
    const res = await x.compose({ handle: 'quiet_one', text: 'No tag here', picture: 'mystic-forest' });
    const page = await x.t.app.inject({ url: String(res.headers.location) });
    expect(page.body).toContain(`It does not carry #${HASHTAG}`);
  });

  it('refuses an empty or invalid handle, no picture and a text over 280 characters, with a sentence (400)', async () => {
    const since = await x.newestId();
    for (const [form, sentence] of [
      [{ handle: '', text: `#${HASHTAG}`, picture: 'ember-poster' }, 'Type the handle to post as.'],
      [{ handle: '   ', text: `#${HASHTAG}`, picture: 'ember-poster' }, 'Type the handle to post as.'],
      [
        { handle: 'no spaces here', text: `#${HASHTAG}`, picture: 'ember-poster' },
        'A handle is 1–15 letters, digits or underscores.',
      ],
      [
        { handle: 'a_handle_far_too_long', text: `#${HASHTAG}`, picture: 'ember-poster' },
        'A handle is 1–15 letters, digits or underscores.',
      ],
      [{ handle: 'painter', text: `#${HASHTAG}` }, 'Pick one of the pictures.'],
      [{ handle: 'painter', text: `#${HASHTAG}`, picture: '../../etc/passwd' }, 'Pick one of the pictures.'],
      [
        { handle: 'painter', text: `${'a'.repeat(281)}`, picture: 'ember-poster' },
        'A post is at most 280 characters.',
      ],
    ] as const) {
      const res = await x.compose(form);
      expect(res.statusCode, JSON.stringify(form)).toBe(400);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain(`role="alert">${sentence}</p>`);
      // What was typed is kept.
      if (form.handle.trim()) expect(res.body).toContain(`value="${form.handle}"`);
    }
    expect((await x.search({ ...INGESTION_PARAMS, since_id: since })).json().meta.result_count).toBe(0);
  });
});
