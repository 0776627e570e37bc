import type { Identity } from '@guardians/shared';
import { inArray } from 'drizzle-orm';
import { getAddress } from 'viem';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { UrlPresenter } from '../catalogue/read/public-urls.ts';
import { ensAvatarUrl } from './ens/ens-avatar.ts';
import type { EnsNames } from './ens/ens-names.ts';

export interface IdentityDeps {
  db: Db;
  ens: EnsNames;
  urls: UrlPresenter;
  chainId: number;
}

/**
 * How each account is shown (issue 27 §2): a username wins; an account without one shows its ENS
 * name; the address is always there, checksummed. ENS is read only for accounts without a username.
 * Accounts come lower case and answers keep their order.
 */
export async function findIdentities(deps: IdentityDeps, accounts: readonly string[]): Promise<Identity[]> {
  const rows =
    accounts.length === 0
      ? []
      : await deps.db
          .select({ account: users.account, username: users.username, image: users.image })
          .from(users)
          .where(inArray(users.account, [...accounts]));
  const profiles = new Map(rows.map((row) => [row.account, row]));
  const unnamed = accounts.filter((account) => !profiles.get(account)?.username);
  const names = await deps.ens.lookup(unnamed);
  return Promise.all(
    accounts.map(async (account) => {
      const profile = profiles.get(account);
      const picture = deps.urls.url(profile?.image ?? null);
      const ens = profile?.username ? null : (names.get(account) ?? null);
      const ensAvatar = ens ? await ensAvatarUrl(deps.db, deps.urls, deps.chainId, ens.avatar) : null;
      return {
        account: getAddress(account),
        username: profile?.username ?? null,
        ensName: ens?.name ?? null,
        avatar: profile?.username ? picture : (ensAvatar ?? picture),
      };
    }),
  );
}
