// The demo X's refusals (decision 0073), in X API v2's own problem shapes.

/** A request X refuses, with X's status and body. */
export class RecentSearchError extends Error {
  constructor(
    readonly status: 400 | 401,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.detail ?? body.title));
  }
}

/** X's answer to a request without the app's bearer token. */
export const UNAUTHORIZED = new RecentSearchError(401, {
  title: 'Unauthorized',
  type: 'about:blank',
  status: 401,
  detail: 'Unauthorized',
});

/** X's 400 for a parameter it refuses, naming it and its value. */
export function invalid(parameter: string, value: string, message: string): RecentSearchError {
  return new RecentSearchError(400, {
    errors: [{ parameters: { [parameter]: [value] }, message }],
    title: 'Invalid Request',
    detail: 'One or more parameters to your request was invalid.',
    type: 'https://api.twitter.com/2/problems/invalid-request',
  });
}
