import { type ArtistSubmission, galleryMessages } from '@guardians/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { picture, png } from '../helpers/gallery-media-builders.ts';
import {
  expectError,
  type Guardians,
  linkedUser,
  mediaFile,
  postUrl,
  servedPicture,
  startSubmissionApp,
  stopSubmissionApp,
  submit,
} from '../helpers/gallery-submission-fixtures.ts';

let guardians: Guardians;

beforeAll(async () => {
  ({ guardians } = await startSubmissionApp());
});
afterAll(stopSubmissionApp);

describe('POST /api/gallery/submissions: pictures', () => {
  it('re-encodes a PNG to WebP of at most 2048 px with a 640 px preview, credited to the linked X account', async () => {
    const user = await linkedUser();
    const url = postUrl();
    const res = await submit(user.cookie, { postUrl: `${url}?s=20`, text: '  My Guardian  ' }, [
      mediaFile(await picture(2600, 1300).png().toBuffer()),
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data as ArtistSubmission;
    expect(data).toMatchObject({
      author_id: `x-${user.account.slice(2, 12)}`,
      users: [
        {
          id: `x-${user.account.slice(2, 12)}`,
          username: `artist${user.account.slice(2, 8)}`,
          name: `artist${user.account.slice(2, 8)}`,
          profile_image_url: null,
        },
      ],
      text: 'My Guardian',
      tweetId: url.split('/').at(-1),
      account: user.account,
      token: null,
      disabled: false,
      totalReactionsCount: 0,
      userReaction: { reactionActive: false },
    });
    expect(Date.now() - Date.parse(data.tweetCreatedDate)).toBeLessThan(60_000);
    const [media] = data.media;
    expect(media).toMatchObject({ type: 'photo', width: 2048, height: 1024, variants: [] });
    expect(media?.url).toMatch(/^\/api\/media\/[a-f0-9]{32}\.webp$/);
    expect(await servedPicture(media?.url ?? '')).toMatchObject({
      format: 'webp',
      width: 2048,
      height: 1024,
    });
    expect(await servedPicture(media?.preview_image_url ?? '')).toMatchObject({
      format: 'webp',
      width: 640,
      height: 320,
    });
  });

  it('accepts a JPEG and a GIF (first frame) and stores them as WebP', async () => {
    const user = await linkedUser();
    const jpeg = await picture(300, 200).jpeg().toBuffer();
    const gif = await picture(120, 90).gif().toBuffer();
    for (const [body, type] of [
      [jpeg, 'image/jpeg'],
      [gif, 'image/gif'],
    ] as const) {
      const res = await submit(user.cookie, { postUrl: postUrl() }, [mediaFile(body, type)]);
      expect(res.statusCode, res.body).toBe(201);
      const [media] = (res.json().data as ArtistSubmission).media;
      const meta = await servedPicture(media?.url ?? '');
      expect(meta.format).toBe('webp');
      expect([meta.width, meta.height]).toEqual(type === 'image/jpeg' ? [300, 200] : [120, 90]);
    }
  });

  it('links the Guardian drawn when the token exists in the default collection', async () => {
    const user = await linkedUser();
    const res = await submit(user.cookie, { postUrl: postUrl(), tokenId: '7' }, [mediaFile(await png())]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.token).toEqual({ tokenAddress: guardians.tokenAddress, tokenId: '7' });
  });

  it('refuses a token the default collection does not have', async () => {
    const user = await linkedUser();
    const res = await submit(user.cookie, { postUrl: postUrl(), tokenId: '8' }, [mediaFile(await png())]);
    expectError(res, 400, 'TOKEN_UNKNOWN', galleryMessages.tokenUnknown);
  });
});
