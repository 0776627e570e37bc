import type { ArtistSubmission } from '@guardians/shared';

type Address = `0x${string}`;

/** One `artist_submissions` row as the read queries select it, with its love count and the viewer's love. */
export type SubmissionRow = {
  id: number;
  author_id: string;
  author_username: string;
  author_name: string;
  author_image_url: string | null;
  text: string;
  tweet_id: string;
  tweet_created_at: Date | string;
  account: Address | null;
  token_address: Address | null;
  token_id: string | null;
  disabled: boolean;
  total_reactions: number;
  reaction_active: boolean;
  /** Its pictures and videos in position order, read with the row (`selectSubmissions`). */
  media: MediaRow[];
};

type MediaRow = {
  type: 'photo' | 'video';
  file_key: string;
  preview_key: string;
  content_type: string;
  width: number | null;
  height: number | null;
  bit_rate: number | null;
};

/** Spec 9: judges and admins see this badge; 5 digits keep the ids sortable as text. */
export function submissionProcessId(id: number): string {
  return `GS-${String(id).padStart(5, '0')}`;
}

/** Ingested posts keep X's own media URLs; uploads are served by the media route. */
function mediaUrl(key: string): string {
  return /^https?:\/\//i.test(key) ? key : `/api/media/${key}`;
}

function toMedia(row: MediaRow): ArtistSubmission['media'][number] {
  const url = mediaUrl(row.file_key);
  return {
    type: row.type,
    url,
    preview_image_url: mediaUrl(row.preview_key),
    width: row.width,
    height: row.height,
    variants: row.type === 'video' ? [{ bit_rate: row.bit_rate, content_type: 'video/mp4', url }] : [],
  };
}

export function toArtistSubmission(row: SubmissionRow): ArtistSubmission {
  return {
    _id: row.id,
    author_id: row.author_id,
    users: [
      {
        id: row.author_id,
        username: row.author_username,
        profile_image_url: row.author_image_url,
        name: row.author_name,
      },
    ],
    media: row.media.map(toMedia),
    submissionProcessId: submissionProcessId(row.id),
    userReaction: { reactionActive: row.reaction_active },
    totalReactionsCount: row.total_reactions,
    disabled: row.disabled,
    text: row.text,
    tweetId: row.tweet_id,
    tweetCreatedDate: new Date(row.tweet_created_at).toISOString(),
    account: row.account,
    token:
      row.token_address && row.token_id ? { tokenAddress: row.token_address, tokenId: row.token_id } : null,
  };
}
