/** The page of the web app that asks the server to remove the address holding `token`. */
export function unsubscribeUrl(site: string, token: string): string {
  return `${site}/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
}

/** The page of the web app that confirms the sign-up the mailed `token` was made for. */
export function confirmUrl(site: string, token: string): string {
  return `${site}/newsletter/confirm?token=${encodeURIComponent(token)}`;
}
