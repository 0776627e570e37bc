import { galleryMessages } from '@guardians/shared/gallery';
import { describe, expect, it } from 'vitest';
import { checkDraft, draftFieldOf, type SubmissionDraft, toSubmissionFormData } from './submission-form.ts';

const png = new File([new Uint8Array([137, 80, 78, 71])], 'koi.png', { type: 'image/png' });
const mp4 = new File([new Uint8Array([0, 0, 0, 24])], 'koi.mp4', { type: 'video/mp4' });

function draft(overrides: Partial<SubmissionDraft> = {}): SubmissionDraft {
  return {
    postUrl: 'https://x.com/koi_artist/status/1860000000000000001',
    text: '',
    tokenId: '',
    media: png,
    poster: null,
    ...overrides,
  };
}

describe('checkDraft', () => {
  it('accepts an X post link with a picture and leaves empty optional fields out', () => {
    const check = checkDraft(draft());
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.form).toEqual({ postUrl: 'https://x.com/koi_artist/status/1860000000000000001' });
    const body = toSubmissionFormData(check);
    expect([...body.keys()]).toEqual(['postUrl', 'media']);
  });

  it('refuses a link that is not an X post, with the shared message', () => {
    for (const postUrl of [
      '',
      'https://x.com/koi_artist',
      'https://example.com/a/status/1',
      'x.com/a/status/1',
    ]) {
      const check = checkDraft(draft({ postUrl }));
      expect(check.ok).toBe(false);
      if (!check.ok) expect(check.errors.postUrl).toBe(galleryMessages.postLink);
    }
  });

  it('accepts the twitter.com form with a query', () => {
    expect(checkDraft(draft({ postUrl: ' https://twitter.com/a_b/status/123?s=20 ' })).ok).toBe(true);
  });

  it('refuses a token id that is not a number and text over 500 characters', () => {
    const check = checkDraft(draft({ tokenId: '12a', text: 'k'.repeat(501) }));
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors.tokenId).toBe('tokenId must be a number');
    expect(check.errors.text).toBeDefined();
  });

  it('needs the media, and a video needs its poster', () => {
    const none = checkDraft(draft({ media: null }));
    expect(none.ok || none.errors.media).toBe(galleryMessages.mediaRequired);
    const bare = checkDraft(draft({ media: mp4 }));
    expect(bare.ok || bare.errors.media).toBe(galleryMessages.posterRequired);
  });

  it('sends text, the Guardian and a video with its poster', () => {
    const poster = new Blob([new Uint8Array([1])], { type: 'image/webp' });
    const check = checkDraft(draft({ media: mp4, poster, text: ' The falls ', tokenId: '42' }));
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    const body = toSubmissionFormData(check);
    expect(body.get('text')).toBe('The falls');
    expect(body.get('tokenId')).toBe('42');
    expect((body.get('poster') as File).name).toBe('poster.webp');
  });
});

describe('draftFieldOf', () => {
  it("maps the server's field names to the form's", () => {
    expect(draftFieldOf('poster')).toBe('media');
    expect(draftFieldOf('postUrl')).toBe('postUrl');
    expect(draftFieldOf('account')).toBeNull();
    expect(draftFieldOf(undefined)).toBeNull();
  });
});
