import {
  type SocialLinkErrorCode,
  SocialProviderSchema,
  socialLinkErrorCodes,
  socialLinkErrorMessages,
  socialMessages,
} from '@guardians/shared/social';

/** The query parameters the OAuth callback adds to the page it sends the browser back to (0010). */
const LINK_RESULT_PARAMS = ['linked', 'linkError'] as const;

export type LinkResult = { kind: 'success' | 'error'; message: string };

function isLinkErrorCode(value: string): value is SocialLinkErrorCode {
  return (socialLinkErrorCodes as readonly string[]).includes(value);
}

/**
 * What to tell the member after the provider round trip: an error wins over a success; an unknown
 * error code still reads as a failure (never silent); a `linked` value that is not a provider is ignored.
 */
export function readLinkResult(params: URLSearchParams): LinkResult | null {
  const error = params.get('linkError');
  if (error !== null) {
    const message = isLinkErrorCode(error) ? socialLinkErrorMessages[error] : socialMessages.linkFailed;
    return { kind: 'error', message };
  }
  const linked = params.get('linked');
  if (linked !== null && SocialProviderSchema.safeParse(linked).success) {
    return { kind: 'success', message: socialMessages.linked };
  }
  return null;
}

export function hasLinkResult(params: URLSearchParams): boolean {
  return LINK_RESULT_PARAMS.some((key) => params.has(key));
}

/** The same query without the link result, so a reload or a shared URL does not toast again. */
export function withoutLinkResult(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of LINK_RESULT_PARAMS) next.delete(key);
  return next;
}
