import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { submissionMedia, userSocials } from '../../src/db/schema/index.ts';
import { insertSubmission } from '../helpers/gallery-fixtures.ts';
import { HASHTAG, type IngestApp, startIngestApp, X_TOKEN } from '../helpers/gallery-ingest-fixtures.ts';
import { mp4, png } from '../helpers/gallery-media-builders.ts';
import { signIn } from '../helpers/login-flow.ts';
import { startXApiV2Mock, type XApiV2Mock } from '../helpers/x-api-v2-mock.ts';
import { snowflake } from '../helpers/x-api-v2-payload.ts';

let mock: XApiV2Mock;
let x: IngestApp;

beforeAll(async () => {
  mock = await startXApiV2Mock(X_TOKEN, HASHTAG);
  x = await startIngestApp(mock);
});
afterAll(async () => {
  await x?.close();
  await mock?.close();
});
// Each test posts its own fan art; what earlier tests posted is out of X's answer.
beforeEach(() => {
  mock.posts.length = 0;
  mock.pageSize = 100;
  mock.onMediaRequest = undefined;
});

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe('POST /api/admin/gallery/ingest', () => {
  // First in the file: no other ingested post may be newer than the stale one.
  it('leaves out a since_id older than the 7-day window, which X would refuse with 400', async () => {
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 3600_000);
    await insertSubmission(x.t.db, { source: 'x_api', tweetId: snowflake(eightDaysAgo) });
    const res = await x.ingest();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ fetched: 0, pages: 1 });
    expect(mock.searches.at(-1)?.query.has('since_id')).toBe(false);
  });

  it('turns posts with the hashtag into gallery submissions: author, text, date, re-encoded photo, video with its poster', async () => {
    const painter = mock.user('inkwell', 'Ink Well');
    const animator = mock.user('frames', 'Frame by Frame');
    const photoAt = minutesAgo(90);
    const photoPost = mock.post(painter, [mock.photo(await png(800, 600))], {
      text: `Guardian 7 in ink #${HASHTAG}`,
      createdAt: photoAt,
    });
    const video = mp4({ timescale: 1000, duration: 12_500, dataBytes: 4000 });
    const videoPost = mock.post(
      animator,
      [
        mock.video({
          variants: [{ body: video, bitRate: 832_000 }],
          poster: await png(1280, 720),
          durationMs: 12_500,
        }),
      ],
      { createdAt: minutesAgo(30) },
    );
    mock.post(painter, [], { text: `words only #${HASHTAG}` }); // has:media leaves it out

    const res = await x.ingest();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { fetched: 2, created: 2, duplicates: 0, skipped: 0, pages: 1 } });

    const [search] = mock.searches;
    expect(search?.authorization).toBe(`Bearer ${X_TOKEN}`);
    expect(Object.fromEntries(search?.query ?? [])).toEqual({
      query: `#${HASHTAG} has:media -is:retweet`,
      max_results: '100',
      expansions: 'attachments.media_keys,author_id',
      'tweet.fields': 'created_at,attachments,author_id,text',
      'media.fields': 'type,url,preview_image_url,variants,width,height,duration_ms',
      'user.fields': 'username,name,profile_image_url',
    });

    const photo = await x.galleryItem(photoPost.id);
    expect(photo).toMatchObject({
      author_id: painter.id,
      users: [
        {
          id: painter.id,
          username: 'inkwell',
          name: 'Ink Well',
          profile_image_url: painter.profile_image_url,
        },
      ],
      text: `Guardian 7 in ink #${HASHTAG}`,
      tweetId: photoPost.id,
      tweetCreatedDate: photoAt.toISOString(),
      account: null,
      token: null,
      disabled: false,
      totalReactionsCount: 0,
      userReaction: { reactionActive: false },
    });
    expect(photo?.media).toEqual([
      {
        type: 'photo',
        url: expect.stringMatching(/^\/api\/media\/[a-f0-9]{32}\.webp$/),
        preview_image_url: expect.stringMatching(/^\/api\/media\/[a-f0-9]{32}\.webp$/),
        width: 800,
        height: 600,
        variants: [],
      },
    ]);
    const served = await x.t.app.inject({ url: photo?.media[0]?.url ?? '' });
    expect(served.headers['content-type']).toBe('image/webp');

    const clip = await x.galleryItem(videoPost.id);
    expect(clip?.users[0]).toMatchObject({ id: animator.id, username: 'frames', name: 'Frame by Frame' });
    const [media] = clip?.media ?? [];
    expect(media).toMatchObject({ type: 'video', width: 1280, height: 720 });
    expect(media?.url).toMatch(/^\/api\/media\/[a-f0-9]{32}\.mp4$/);
    expect(media?.variants).toEqual([{ bit_rate: 832_000, content_type: 'video/mp4', url: media?.url }]);
    const stored = await x.t.app.inject({ url: media?.url ?? '' });
    expect(stored.rawPayload.equals(video)).toBe(true);
    expect(await x.rows(videoPost.id)).toMatchObject([{ source: 'x_api', authorUsername: 'frames' }]);
    const [row] = await x.t.db
      .select()
      .from(submissionMedia)
      .where(eq(submissionMedia.submissionId, clip?._id ?? 0));
    expect(row).toMatchObject({ durationMs: 12_500, contentType: 'video/mp4', bitRate: 832_000 });
  });

  it('asks X only for posts newer than the newest one ingested, so a second pass creates nothing', async () => {
    const artist = mock.user('sketcher');
    mock.post(artist, [mock.photo(await png())], { createdAt: minutesAgo(20) });
    const newer = mock.post(artist, [mock.photo(await png())], { createdAt: minutesAgo(10) });
    const first = await x.ingest();
    expect(first.json().data).toMatchObject({ fetched: 2, created: 2 });

    const searches = mock.searches.length;
    const second = await x.ingest();
    expect(second.json()).toEqual({ data: { fetched: 0, created: 0, duplicates: 0, skipped: 0, pages: 1 } });
    expect(mock.searches[searches]?.query.get('since_id')).toBe(newer.id);

    const latest = mock.post(artist, [mock.photo(await png())]);
    const third = await x.ingest();
    expect(third.json().data).toMatchObject({ fetched: 1, created: 1 });
    expect(await x.galleryItem(latest.id)).toBeDefined();
  });

  it('follows next_token across pages and writes every page', async () => {
    mock.pageSize = 2;
    const artist = mock.user('pager');
    const posts = [];
    for (let i = 0; i < 3; i++) posts.push(mock.post(artist, [mock.photo(await png())]));
    const searches = mock.searches.length;

    const res = await x.ingest();
    expect(res.json()).toEqual({ data: { fetched: 3, created: 3, duplicates: 0, skipped: 0, pages: 2 } });
    const [page1, page2] = mock.searches.slice(searches);
    expect(page1?.query.has('next_token')).toBe(false);
    expect(page2?.query.get('next_token')).toBeTruthy();
    expect(page2?.query.get('since_id')).toBe(page1?.query.get('since_id'));
    // Written oldest first, so a pass stopped midway never leaves older posts behind newer ones.
    const ids = [];
    for (const post of posts) ids.push((await x.rows(post.id))[0]?.id ?? 0);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(ids.every((id) => id > 0)).toBe(true);
  });

  it('counts a post its artist already uploaded as a duplicate, without downloading its media', async () => {
    const artist = mock.user('uploader');
    const photo = mock.photo(await png());
    const post = mock.post(artist, [photo]);
    await insertSubmission(x.t.db, { tweetId: post.id, authorName: 'Uploaded by hand' });
    const files = await x.storedFiles();

    const res = await x.ingest();
    expect(res.json().data).toMatchObject({ fetched: 1, created: 0, duplicates: 1, skipped: 0 });
    expect(mock.mediaRequests(photo.url ?? '')).toBe(0);
    expect(await x.rows(post.id)).toMatchObject([{ source: 'upload', authorName: 'Uploaded by hand' }]);
    expect(await x.storedFiles()).toEqual(files);
  });

  it('counts a post uploaded while its media were downloading as a duplicate and deletes the files it stored', async () => {
    const artist = mock.user('racer');
    const post = mock.post(artist, [mock.photo(await png())]);
    mock.onMediaRequest = async () => {
      await insertSubmission(x.t.db, { tweetId: post.id, authorName: 'Won the race' });
    };
    const files = await x.storedFiles();

    const res = await x.ingest();
    expect(res.json().data).toMatchObject({ fetched: 1, created: 0, duplicates: 1, skipped: 0 });
    expect(await x.rows(post.id)).toMatchObject([{ source: 'upload', authorName: 'Won the race' }]);
    expect(await x.storedFiles()).toEqual(files);
  });

  it("credits the post to the wallet that linked the author's X account", async () => {
    const artist = mock.user('linked_artist');
    const stranger = mock.user('unlinked_artist');
    const user = await signIn(x.t.app);
    await x.t.db.insert(userSocials).values({
      account: user.account,
      provider: 'twitter',
      providerAccountId: artist.id,
      username: artist.username,
    });
    const linkedPost = mock.post(artist, [mock.photo(await png())]);
    const strangerPost = mock.post(stranger, [mock.photo(await png())]);

    await x.ingest();
    expect((await x.galleryItem(linkedPost.id))?.account).toBe(user.account);
    expect((await x.galleryItem(strangerPost.id))?.account).toBeNull();
  });

  it('downloads the MP4 variant with the highest bit rate, never the stream or the lower ones', async () => {
    const artist = mock.user('director');
    const low = mp4({ timescale: 1000, duration: 5000, dataBytes: 1000 });
    const high = mp4({ timescale: 1000, duration: 5000, dataBytes: 6000 });
    const mid = mp4({ timescale: 1000, duration: 5000, dataBytes: 3000 });
    const media = mock.video({
      variants: [
        { body: low, bitRate: 256_000 },
        { body: Buffer.from('#EXTM3U\n'), contentType: 'application/x-mpegURL' },
        { body: high, bitRate: 2_176_000 },
        { body: mid, bitRate: 832_000 },
      ],
      poster: await png(640, 360),
      durationMs: 5000,
    });
    const post = mock.post(artist, [media]);

    const res = await x.ingest();
    expect(res.json().data).toMatchObject({ created: 1 });
    const [stored] = (await x.galleryItem(post.id))?.media ?? [];
    expect(stored?.variants).toEqual([{ bit_rate: 2_176_000, content_type: 'video/mp4', url: stored?.url }]);
    expect((await x.t.app.inject({ url: stored?.url ?? '' })).rawPayload.equals(high)).toBe(true);
    const [lowUrl, streamUrl, , midUrl] = media.variants?.map((variant) => variant.url) ?? [];
    for (const url of [lowUrl, streamUrl, midUrl]) expect(mock.mediaRequests(url ?? '')).toBe(0);
  });

  it("keeps an animated GIF (X's MP4 with bit rate 0) as a video with a measured bit rate", async () => {
    const artist = mock.user('looper');
    const loop = mp4({ timescale: 1000, duration: 2000, dataBytes: 2000 });
    const post = mock.post(artist, [
      mock.video({
        type: 'animated_gif',
        variants: [{ body: loop, bitRate: 0 }],
        poster: await png(),
        durationMs: 0,
      }),
    ]);
    await x.ingest();
    const [stored] = (await x.galleryItem(post.id))?.media ?? [];
    expect(stored?.type).toBe('video');
    expect(stored?.variants[0]?.bit_rate).toBe(Math.round((loop.length * 8) / 2));
  });
});
