import { AppError, BadRequestError } from '../../errors.ts';

/**
 * What is left for a form reader's catch-all once the plugin's coded errors are translated. Our own
 * typed errors and fastify's (which carry a status) go through unchanged; anything else came from
 * the multipart parser meeting a body that is not multipart (no boundary, cut short, a broken part
 * header), which is the client's fault: 400, not 500.
 */
export function malformedMultipartOr(error: unknown): unknown {
  if (error instanceof AppError) return error;
  if (!(error instanceof Error) || typeof (error as { statusCode?: unknown }).statusCode === 'number')
    return error;
  return new BadRequestError('The form is not valid multipart/form-data', { cause: error });
}
