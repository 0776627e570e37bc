/** User-facing texts the spec names; used verbatim by the server and the web app. */
export const messages = {
  notFoundTitle: 'Not found',
  notFoundBody: "We couldn't find anything with this criteria",
  /** A URL no page serves (the spec's body above is a search's). */
  pageNotFoundBody: 'This page does not exist. Check the address, or start again from the home page.',
  connectWallet: 'Connect wallet',
  connect: 'Connect',
  sign: 'Sign',
  footerTagline: 'Join the Legends',
  footerTaglineNarrow: 'New Worlds, New Powers',
  searchPlaceholderMulti: 'Search for collections or users',
  searchPlaceholderSingle: 'Search collection by token ID',
  addressCopied: 'Address Copied!',
  contentNotAvailable: 'content not available yet',
  fileTypeNotSupported: 'File type not supported!',
  signToContinue: 'Please sign signature to continue',
  userNotLoggedIn: 'User not logged in',
  accessDenied: 'access denied',
} as const;
