import { VAULT_FILE_FIELD, VAULT_FILE_MAX_BYTES, VAULT_IMAGE_FIELD } from '@guardians/shared';
import type { FastifyRequest } from 'fastify';
import { BadRequestError } from '../../../../errors.ts';
import { malformedMultipartOr } from '../../../../infra/http/malformed-multipart.ts';
import type { VaultUpload } from '../../../../services/vault/vault-console.ts';
import {
  VaultFormError,
  VaultNotMultipartError,
  VaultUploadTooLargeError,
} from '../../../../services/vault/vault-errors.ts';

const textFields = new Set(['title', 'description', 'holdersOnly']);
const fileFields = new Set<string>([VAULT_IMAGE_FIELD, VAULT_FILE_FIELD]);

/**
 * Reads the console's vault upload: title, description, holdersOnly, the picture in `image` and the
 * download in `file`. The stream is cut at the file's limit (the larger one); the picture's limit is
 * checked once it is read. Multipart plugin errors become ours here.
 */
export async function readVaultForm(request: FastifyRequest, imageMaxBytes: number): Promise<VaultUpload> {
  if (!request.isMultipart()) throw new VaultNotMultipartError();
  const form: VaultUpload = { fields: {}, image: undefined, file: undefined };
  const limits: Record<string, number> = {
    [VAULT_IMAGE_FIELD]: imageMaxBytes,
    [VAULT_FILE_FIELD]: VAULT_FILE_MAX_BYTES,
  };
  const streamLimit = Math.max(imageMaxBytes, VAULT_FILE_MAX_BYTES);
  let field: string = VAULT_FILE_FIELD;
  try {
    const parts = request.parts({
      limits: { fileSize: streamLimit, files: 2, fieldSize: 8192, fields: 6, parts: 8 },
    });
    for await (const part of parts) {
      field = part.fieldname;
      if (part.type === 'file') {
        if (!fileFields.has(part.fieldname)) {
          part.file.resume();
          throw new VaultFormError(`unexpected file '${part.fieldname}'`, { field: part.fieldname });
        }
        const body = await part.toBuffer();
        const limit = limits[part.fieldname] ?? streamLimit;
        if (body.length > limit) throw new VaultUploadTooLargeError(part.fieldname, limit);
        if (part.fieldname === VAULT_IMAGE_FIELD) form.image = body;
        else form.file = { body, fileName: part.filename, mimeType: part.mimetype };
        continue;
      }
      const value = typeof part.value === 'string' ? part.value : String(part.value);
      // A form may send an empty text value where no file was chosen.
      if (fileFields.has(part.fieldname) && value.trim() === '') continue;
      if (!textFields.has(part.fieldname)) {
        throw new VaultFormError(`unknown field '${part.fieldname}'`, { field: part.fieldname });
      }
      if (part.valueTruncated)
        throw new VaultFormError(`${part.fieldname} is too long`, { field: part.fieldname });
      form.fields[part.fieldname] = value;
    }
  } catch (error) {
    throw translateMultipartError(error, field, limits[field] ?? streamLimit);
  }
  return form;
}

function translateMultipartError(error: unknown, field: string, limit: number): unknown {
  switch ((error as { code?: unknown } | null)?.code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new VaultUploadTooLargeError(field, limit, error);
    case 'FST_FILES_LIMIT':
      return new BadRequestError("Send one picture as 'image' and one file as 'file'", { cause: error });
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return new BadRequestError('The vault form has too many fields', { cause: error });
    case 'FST_PROTO_VIOLATION':
      return new BadRequestError('The vault form has a forbidden field name', { cause: error });
    default:
      return malformedMultipartOr(error);
  }
}
