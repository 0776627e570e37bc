/** The HTTP status of a failed S3 call; undefined when no answer came (refused, timed out). */
export function s3Status(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
}

/**
 * One line for an operator: HEAD answers carry no error body, so the SDK names a 403 only
 * "Forbidden"; say what usually causes it. Never includes the credentials themselves.
 */
export function s3FailureReason(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const status = s3Status(error);
  if (status === 403) return 'access denied: check S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and S3_REGION';
  if (status !== undefined) return `${error.name}, HTTP ${status}`;
  const code = (error as { code?: string }).code;
  return code ? `${code}: ${error.message}` : error.message.split('\n')[0] || error.name;
}
