import { AVATAR_FIELD, profileUpdateFields } from '@guardians/shared';
import type { FastifyRequest } from 'fastify';
import { BadRequestError } from '../../../errors.ts';
import { malformedMultipartOr } from '../../../infra/http/malformed-multipart.ts';
import {
  FileTooLargeError,
  InvalidProfileFieldError,
  NotMultipartError,
} from '../../../services/users/user-errors.ts';

export interface ProfileForm {
  fields: Record<string, string>;
  avatar: Buffer | undefined;
}

const textFields = new Set<string>(profileUpdateFields);

/**
 * Reads the multipart profile form: the known text fields and at most one file in `image`. The
 * multipart plugin's limits stop an oversized file while it streams; its errors become ours here.
 */
export async function readProfileForm(request: FastifyRequest, maxBytes: number): Promise<ProfileForm> {
  if (!request.isMultipart()) throw new NotMultipartError();
  const form: ProfileForm = { fields: {}, avatar: undefined };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname !== AVATAR_FIELD) {
          throw new InvalidProfileFieldError(
            part.fieldname,
            `unexpected file; send the avatar as '${AVATAR_FIELD}'`,
          );
        }
        form.avatar = bytes;
        continue;
      }
      const name = part.fieldname;
      const value = typeof part.value === 'string' ? part.value : String(part.value);
      // The form sends `image` as a file; an empty text value for it just means "no new avatar".
      if (name === AVATAR_FIELD && value.trim() === '') continue;
      if (name === AVATAR_FIELD) throw new InvalidProfileFieldError(name, 'image must be uploaded as a file');
      if (!textFields.has(name)) throw new InvalidProfileFieldError(name, `unknown field '${name}'`);
      if (part.valueTruncated) throw new InvalidProfileFieldError(name, `${name} is too long`);
      if (name in form.fields) throw new InvalidProfileFieldError(name, `${name} was sent twice`);
      form.fields[name] = value;
    }
  } catch (error) {
    throw translateMultipartError(error, maxBytes);
  }
  return form;
}

function translateMultipartError(error: unknown, maxBytes: number): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new FileTooLargeError(maxBytes, error);
    case 'FST_FILES_LIMIT':
      return new BadRequestError('image: send one file only', { field: AVATAR_FIELD, cause: error });
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new BadRequestError('The profile form has too many fields', { cause: error });
    case 'FST_PROTO_VIOLATION':
      return new BadRequestError('The profile form has a forbidden field name', { cause: error });
    default:
      return malformedMultipartOr(error);
  }
}
