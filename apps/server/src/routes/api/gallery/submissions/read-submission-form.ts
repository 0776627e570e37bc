import {
  SUBMISSION_IMAGE_MAX_BYTES,
  SUBMISSION_MEDIA_FIELD,
  SUBMISSION_POSTER_FIELD,
  SUBMISSION_VIDEO_MAX_BYTES,
} from '@guardians/shared';
import type { FastifyRequest } from 'fastify';
import { BadRequestError } from '../../../../errors.ts';
import { malformedMultipartOr } from '../../../../infra/http/malformed-multipart.ts';
import {
  MediaTooLargeError,
  SubmissionFieldError,
  SubmissionNotMultipartError,
} from '../../../../services/gallery/intake/intake-errors.ts';
import type { SubmissionUpload } from '../../../../services/gallery/intake/submission-upload.ts';

const textFields = new Set(['postUrl', 'text', 'tokenId']);
const fileFields = new Set<string>([SUBMISSION_MEDIA_FIELD, SUBMISSION_POSTER_FIELD]);

/**
 * Reads the multipart submission: postUrl, text, tokenId, the media file and a video's poster. The
 * stream is cut at the video limit (the larger one); the picture limit is checked once the type is
 * known. Multipart plugin errors become ours here.
 */
export async function readSubmissionForm(request: FastifyRequest): Promise<SubmissionUpload> {
  if (!request.isMultipart()) throw new SubmissionNotMultipartError();
  const form: SubmissionUpload = { fields: {}, media: undefined, poster: undefined };
  let field = SUBMISSION_MEDIA_FIELD;
  try {
    const parts = request.parts({
      limits: { fileSize: SUBMISSION_VIDEO_MAX_BYTES, files: 2, fieldSize: 4096, fields: 6, parts: 8 },
    });
    for await (const part of parts) {
      field = part.fieldname;
      if (part.type === 'file') {
        if (!fileFields.has(part.fieldname)) {
          part.file.resume();
          throw new SubmissionFieldError(part.fieldname, `unexpected file '${part.fieldname}'`);
        }
        const bytes = await part.toBuffer();
        if (part.fieldname === SUBMISSION_POSTER_FIELD && bytes.length > SUBMISSION_IMAGE_MAX_BYTES) {
          throw new MediaTooLargeError(part.fieldname, 'image');
        }
        if (part.fieldname === SUBMISSION_MEDIA_FIELD) form.media = bytes;
        else form.poster = bytes;
        continue;
      }
      const value = typeof part.value === 'string' ? part.value : String(part.value);
      // A form may send an empty text value where no file was chosen.
      if (fileFields.has(part.fieldname) && value.trim() === '') continue;
      if (!textFields.has(part.fieldname)) {
        throw new SubmissionFieldError(part.fieldname, `unknown field '${part.fieldname}'`);
      }
      if (part.valueTruncated)
        throw new SubmissionFieldError(part.fieldname, `${part.fieldname} is too long`);
      form.fields[part.fieldname] = value;
    }
  } catch (error) {
    throw translateMultipartError(error, field);
  }
  return form;
}

function translateMultipartError(error: unknown, field: string): unknown {
  switch ((error as { code?: unknown } | null)?.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new MediaTooLargeError(field, field === SUBMISSION_POSTER_FIELD ? 'image' : 'video', error);
    case 'FST_FILES_LIMIT':
      return new BadRequestError('Send one media file and, for a video, one poster', { cause: error });
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new BadRequestError('The submission form has too many fields', { cause: error });
    case 'FST_PROTO_VIOLATION':
      return new BadRequestError('The submission form has a forbidden field name', { cause: error });
    default:
      return malformedMultipartOr(error);
  }
}
