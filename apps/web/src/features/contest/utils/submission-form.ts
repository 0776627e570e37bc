import {
  galleryMessages,
  SUBMISSION_MEDIA_FIELD,
  SUBMISSION_POSTER_FIELD,
  type SubmissionForm,
  SubmissionFormSchema,
} from '@guardians/shared/gallery';
import { type MediaKind, mediaKindOf } from './media-checks.ts';
import { posterFileName } from './video-poster.ts';

/** What the form holds as typed, plus the checked media. */
export type SubmissionDraft = {
  postUrl: string;
  text: string;
  tokenId: string;
  media: File | null;
  /** A video's poster, drawn in the browser. */
  poster: Blob | null;
};

export type DraftField = 'postUrl' | 'text' | 'tokenId' | 'media';
export type DraftErrors = Partial<Record<DraftField, string>>;

const fields = new Set<string>(['postUrl', 'text', 'tokenId', 'media']);

/** The server's field name mapped to the form's (a poster error belongs to the media picker). */
export function draftFieldOf(field: string | undefined): DraftField | null {
  if (field === SUBMISSION_POSTER_FIELD || field === SUBMISSION_MEDIA_FIELD) return 'media';
  return field && fields.has(field) ? (field as DraftField) : null;
}

export type DraftCheck =
  | { ok: true; form: SubmissionForm; media: File; kind: MediaKind; poster: Blob | null }
  | { ok: false; errors: DraftErrors };

/**
 * The shared SubmissionFormSchema (the server's own rules) over the text fields, plus the media:
 * present, and a video with its poster. Empty optional fields are left out rather than sent blank.
 */
export function checkDraft(draft: SubmissionDraft): DraftCheck {
  const errors: DraftErrors = {};
  const parsed = SubmissionFormSchema.safeParse({
    postUrl: draft.postUrl,
    text: draft.text.trim() || undefined,
    tokenId: draft.tokenId.trim() || undefined,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = draftFieldOf(String(issue.path[0]));
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  const kind = draft.media ? mediaKindOf(draft.media) : null;
  if (!draft.media) errors.media = galleryMessages.mediaRequired;
  else if (!kind) errors.media = galleryMessages.mediaType;
  else if (kind === 'video' && !draft.poster) errors.media = galleryMessages.posterRequired;
  if (!parsed.success || !draft.media || !kind || Object.keys(errors).length > 0)
    return { ok: false, errors };
  return { ok: true, form: parsed.data, media: draft.media, kind, poster: draft.poster };
}

/** The multipart body of `POST /api/gallery/submissions`. */
export function toSubmissionFormData(check: Extract<DraftCheck, { ok: true }>): FormData {
  const body = new FormData();
  body.append('postUrl', check.form.postUrl);
  if (check.form.text) body.append('text', check.form.text);
  if (check.form.tokenId) body.append('tokenId', check.form.tokenId);
  body.append(SUBMISSION_MEDIA_FIELD, check.media, check.media.name);
  if (check.kind === 'video' && check.poster) {
    const name = posterFileName(check.poster);
    body.append(SUBMISSION_POSTER_FIELD, new File([check.poster], name, { type: check.poster.type }));
  }
  return body;
}
