import { SHIELD_IMAGE_FIELD } from '@guardians/shared';
import type { FastifyRequest } from 'fastify';
import { BadRequestError } from '../../../errors.ts';
import { malformedMultipartOr } from '../../../infra/http/malformed-multipart.ts';
import { ShieldFormError, ShieldImageTooLargeError } from '../../../services/shields/shield-errors.ts';
import { NotMultipartError } from '../../../services/users/user-errors.ts';

export interface ShieldUpload {
  fields: Record<string, string>;
  image: Buffer | undefined;
}

const textFields = new Set(['name', 'description']);

/**
 * Reads the multipart shield form: name, description and at most one file in `image`. The multipart
 * plugin's limits stop an oversized file while it streams; its errors become ours here.
 */
export async function readShieldForm(request: FastifyRequest, maxBytes: number): Promise<ShieldUpload> {
  if (!request.isMultipart()) throw new NotMultipartError();
  const form: ShieldUpload = { fields: {}, image: undefined };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname !== SHIELD_IMAGE_FIELD) {
          throw new ShieldFormError(`unexpected file; send the picture as '${SHIELD_IMAGE_FIELD}'`);
        }
        form.image = bytes;
        continue;
      }
      const name = part.fieldname;
      const value = typeof part.value === 'string' ? part.value : String(part.value);
      // An empty text value in place of the file means "keep the current picture".
      if (name === SHIELD_IMAGE_FIELD && value.trim() === '') continue;
      if (!textFields.has(name)) throw new ShieldFormError(`unknown field '${name}'`, { field: name });
      if (part.valueTruncated) throw new ShieldFormError(`${name} is too long`, { field: name });
      form.fields[name] = value;
    }
  } catch (error) {
    throw translateMultipartError(error, maxBytes);
  }
  return form;
}

function translateMultipartError(error: unknown, maxBytes: number): unknown {
  switch ((error as { code?: unknown } | null)?.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new ShieldImageTooLargeError(maxBytes, error);
    case 'FST_FILES_LIMIT':
      return new BadRequestError('image: send one file only', { field: SHIELD_IMAGE_FIELD, cause: error });
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new BadRequestError('The shield form has too many fields', { cause: error });
    case 'FST_PROTO_VIOLATION':
      return new BadRequestError('The shield form has a forbidden field name', { cause: error });
    default:
      return malformedMultipartOr(error);
  }
}
