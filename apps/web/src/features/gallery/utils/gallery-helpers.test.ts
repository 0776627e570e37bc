import type { ArtistSubmission } from '@guardians/shared/gallery';
import type { InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { parseSort } from './gallery-sort.ts';
import { mapSubmission, optimisticLove } from './love-state.ts';
import { authorOf, formatCount, initialsOf, xPostUrl } from './submission-author.ts';
import { bestVideoSource, type SubmissionMedia } from './submission-media.ts';

function submission(overrides: Partial<ArtistSubmission> = {}): ArtistSubmission {
  return {
    _id: 1,
    author_id: 'x-1',
    users: [{ id: 'x-1', username: 'koi_artist', profile_image_url: null, name: 'Koi Artist' }],
    media: [],
    submissionProcessId: 'upload-1',
    userReaction: { reactionActive: false },
    totalReactionsCount: 3,
    disabled: false,
    text: '',
    tweetId: '1234',
    tweetCreatedDate: '2026-01-04T10:00:00.000Z',
    account: null,
    token: null,
    ...overrides,
  };
}

describe('parseSort', () => {
  it('accepts the five sorts and falls back to latest for anything else', () => {
    for (const sort of ['latest', 'oldest', 'most_reactions', 'least_reactions', 'random'] as const) {
      expect(parseSort(sort)).toBe(sort);
    }
    expect(parseSort('MOST_REACTIONS')).toBe('latest');
    expect(parseSort('popular')).toBe('latest');
    expect(parseSort(null)).toBe('latest');
  });
});

describe('bestVideoSource', () => {
  const media = (variants: SubmissionMedia['variants']): SubmissionMedia => ({
    type: 'video',
    url: '/api/media/v.mp4',
    preview_image_url: '/api/media/p.webp',
    width: 1280,
    height: 720,
    variants,
  });

  it('plays the MP4 variant with the highest bit rate', () => {
    const best = bestVideoSource(
      media([
        { bit_rate: 832000, content_type: 'video/mp4', url: '/low.mp4' },
        { bit_rate: null, content_type: 'application/x-mpegURL', url: '/stream.m3u8' },
        { bit_rate: 2176000, content_type: 'video/mp4', url: '/high.mp4' },
        { bit_rate: 1280000, content_type: 'video/mp4', url: '/mid.mp4' },
      ]),
    );
    expect(best).toEqual({ url: '/high.mp4', type: 'video/mp4' });
  });

  it('falls back to the media file when no variant is a video', () => {
    expect(bestVideoSource(media([])).url).toBe('/api/media/v.mp4');
  });
});

describe('optimisticLove', () => {
  it('moves the count by one with the flag, and never below zero', () => {
    expect(optimisticLove({ reactionActive: false, totalReactionsCount: 3 }, true)).toEqual({
      reactionActive: true,
      totalReactionsCount: 4,
    });
    expect(optimisticLove({ reactionActive: true, totalReactionsCount: 0 }, false)).toEqual({
      reactionActive: false,
      totalReactionsCount: 0,
    });
    const same = { reactionActive: true, totalReactionsCount: 5 };
    expect(optimisticLove(same, true)).toBe(same);
  });
});

describe('mapSubmission', () => {
  it('changes one submission across pages and keeps the other pages as they were', () => {
    const first = [submission({ _id: 1 }), submission({ _id: 2 })];
    const second = [submission({ _id: 3 })];
    const data: InfiniteData<ArtistSubmission[]> = { pages: [first, second], pageParams: [0, 25] };
    const next = mapSubmission(data, 3, (s) => ({ ...s, totalReactionsCount: 9 }));
    expect(next?.pages[0]).toBe(first);
    expect(next?.pages[1]?.[0]?.totalReactionsCount).toBe(9);
    expect(mapSubmission(data, 42, (s) => s)).toBe(data);
  });
});

describe('authors', () => {
  it('names the X author, links the post, and makes initials', () => {
    const s = submission();
    expect(authorOf(s)).toEqual({ name: 'Koi Artist', username: 'koi_artist', avatar: null });
    expect(xPostUrl(s)).toBe('https://x.com/koi_artist/status/1234');
    expect(initialsOf('Koi Artist')).toBe('KA');
    expect(initialsOf('@dragon')).toBe('D');
  });

  it('falls back to the wallet when the post has no X user', () => {
    const s = submission({ users: [], account: '0x1234567890abcdef1234567890abcdef12345678' });
    expect(authorOf(s).name).toBe('0x1234…5678');
    expect(xPostUrl(s)).toBeNull();
  });

  it('abbreviates counts from 1000', () => {
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1234)).toBe('1.2K');
  });
});
