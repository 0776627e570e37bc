import type { Db } from '../../../db/client.ts';

/** What a verifier reads: the server's own rows, never the client's word. */
export interface VerifyContext {
  db: Db;
  chainId: number;
  /** DEFAULT_TOKEN_ADDRESS, when the environment names the site's collection. */
  configuredCollection: string | undefined;
}

export interface Progress {
  current: number;
  required: number;
}

/** How many of the counted thing (Guardians held, items liked, ...) the account has now. */
export type Counter = (ctx: VerifyContext, account: string) => Promise<number>;
