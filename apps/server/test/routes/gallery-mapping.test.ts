import type { ArtistSubmission } from '@guardians/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submissionProcessId } from '../../src/services/gallery/submission-view.ts';
import {
  day,
  ids,
  latest,
  list,
  startGalleryApp,
  stopGalleryApp,
  viewer,
} from '../helpers/gallery-list-fixtures.ts';
import type { TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let userCookie: string;
let userAccount: string;

beforeAll(async () => {
  ({ t, userCookie, userAccount } = await startGalleryApp());
});
afterAll(stopGalleryApp);

describe('mapping a row to the artist submission', () => {
  it('maps a photo upload with its author, token, counts and process id', async () => {
    const photo = (await list()).find((s) => s._id === ids.photo);
    expect(photo).toEqual({
      _id: ids.photo,
      author_id: expect.stringMatching(/^author-/),
      users: [
        {
          id: photo?.author_id,
          username: expect.stringMatching(/^artist/),
          profile_image_url: 'https://pbs.twimg.com/a.jpg',
          name: expect.stringMatching(/^Artist /),
        },
      ],
      media: [
        {
          type: 'photo',
          url: '/api/media/a.webp',
          preview_image_url: '/api/media/a-thumb.webp',
          width: 800,
          height: 600,
          variants: [],
        },
        {
          type: 'photo',
          url: '/api/media/b.webp',
          preview_image_url: '/api/media/b-thumb.webp',
          width: 10,
          height: 20,
          variants: [],
        },
      ],
      submissionProcessId: `GS-${String(ids.photo).padStart(5, '0')}`,
      userReaction: { reactionActive: false },
      totalReactionsCount: 1,
      disabled: false,
      text: 'My Guardian',
      tweetId: expect.stringMatching(/^\d+$/),
      tweetCreatedDate: day(1).toISOString(),
      account: userAccount,
      token: { tokenAddress: '0x00000000000000000000000000000000000000c0', tokenId: '7' },
    });
  });

  it('maps a video with its mp4 variant and poster, and keeps an ingested post’s X URLs', async () => {
    const all = await list();
    const video = all.find((s) => s._id === ids.video);
    expect(video?.media).toEqual([
      {
        type: 'video',
        url: '/api/media/v.mp4',
        preview_image_url: '/api/media/v-poster.webp',
        width: 1280,
        height: 720,
        variants: [{ bit_rate: 2_176_000, content_type: 'video/mp4', url: '/api/media/v.mp4' }],
      },
    ]);
    expect(video).toMatchObject({ totalReactionsCount: 3, account: null, token: null, text: '' });
    const ingested = all.find((s) => s._id === ids.ingested);
    expect(ingested?.media[0]).toMatchObject({
      url: 'https://pbs.twimg.com/media/x.jpg',
      preview_image_url: 'https://pbs.twimg.com/media/x.jpg?name=small',
    });
  });

  it('pads the process id to five digits', () => {
    expect(submissionProcessId(7)).toBe('GS-00007');
    expect(submissionProcessId(12345)).toBe('GS-12345');
    expect(submissionProcessId(123456)).toBe('GS-123456');
  });
});

describe('the viewer’s own loves', () => {
  const post = (body: unknown, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/gallery/all?sortBy=oldest',
      headers: cookie ? { cookie } : {},
      ...(body === undefined ? {} : { payload: body as object }),
    });
  const active = (data: ArtistSubmission[]) =>
    data.filter((s) => s.userReaction.reactionActive).map((s) => s._id);

  it('POST marks the loves of userReactionData.account, in any case', async () => {
    const res = await post({ userReactionData: { account: viewer.toUpperCase().replace('0X', '0x') } });
    expect(res.statusCode).toBe(200);
    expect(active(res.json().data.items)).toEqual([ids.photo]);
    expect(res.json().data.items.map((s: ArtistSubmission) => s._id)).toEqual([...latest()].reverse());
  });

  it('POST without a body or account marks nothing, and refuses an account that is not an address', async () => {
    const bodiless = await post(undefined);
    expect(bodiless.json()).toMatchObject({ data: { items: expect.any(Array), total: expect.any(Number) } });
    expect(active(bodiless.json().data.items)).toEqual([]);
    expect(active((await post({})).json().data.items)).toEqual([]);
    const bad = await post({ userReactionData: { account: 'bob' } });
    expect(bad.statusCode).toBe(400);
  });

  it('prefers the signed-in session over the body, and GET uses the session', async () => {
    const res = await post({ userReactionData: { account: viewer } }, userCookie);
    expect(active(res.json().data.items)).toEqual([ids.newest]);
    expect(active(await list('', userCookie))).toEqual([ids.newest]);
    expect(active(await list())).toEqual([]);
  });
});
