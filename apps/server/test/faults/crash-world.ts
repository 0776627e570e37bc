import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { createTestClient, http } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { createChainClient } from '../../src/chain/chain-client.ts';
import type { Config } from '../../src/config.ts';
import type { Db } from '../../src/db/client.ts';
import { invitations, quests, sessions, userSocials, users } from '../../src/db/schema/index.ts';
import { hashSessionId } from '../../src/services/auth/session-service.ts';
import { guardiansFile, seedGuardians } from '../../src/services/guardians/guardian-service.ts';
import { appendLedger } from '../../src/services/points/points-ledger.ts';
import { newInviteCode } from '../../src/services/quests/invite-code.ts';
import { seedSiteConfig } from '../../src/services/site-config/site-config-service.ts';
import { deployCoinClaim } from '../../src/services/swaps/swap-deploy.ts';
import { createCollection, createTokens, randomAddress } from '../helpers/catalogue-fixtures.ts';
import { insertSubmission } from '../helpers/gallery-fixtures.ts';

export interface CrashUser {
  account: `0x${string}`;
  /** The Cookie header of a live session (the server keeps only the id's hash). */
  cookie: string;
  /** The collector's invite code (made ahead, as GET /api/quests/users-invitation/me would). */
  inviteCode: string;
}

export interface CrashItem {
  tokenAddress: string;
  tokenId: string;
}

/** Everything the writers act on, made directly in the database as the API would have left it. */
export interface CrashWorld {
  /** One signed-in collector per writer, each with X linked (reactions and the X quests need it). */
  users: CrashUser[];
  admin: CrashUser;
  items: CrashItem[];
  submissions: number[];
  /** 'Link X' quests: every collector can complete each once through the API, with no outside service. */
  quests: { id: number; points: number }[];
  /** Coins each collector starts with (an earning 'adjustment' row), so vouchers never run short. */
  startingCoins: number;
  /** A small PNG for the shield form. */
  shieldImage: Buffer;
}

const STARTING_COINS = 1_000_000;

async function signedInUser(db: Db, account: `0x${string}`): Promise<CrashUser> {
  await db.insert(users).values({ account });
  const id = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    idHash: hashSessionId(id),
    account,
    chainId: 31337,
    expiresAt: new Date(Date.now() + 24 * 3600 * 1000),
  });
  // Plain HTTP without PUBLIC_URL: the cookie has no __Host- prefix (plugins/auth.ts).
  const inviteCode = newInviteCode();
  await db.insert(invitations).values({ account, code: inviteCode });
  return { account, cookie: `guardians_session=${id}`, inviteCode };
}

/**
 * Seeds what `npm start` would (site configuration, guardians), deploys the coin claim contract on
 * the run's anvil from a fresh funded key (no fixed anvil account another file might be using), and
 * makes the collectors, items, fan art and quests.
 */
export async function prepareCrashWorld(
  db: Db,
  config: Config,
  rpcUrl: string,
  writers: number,
): Promise<CrashWorld> {
  await seedSiteConfig(db, { file: config.siteConfigFile, mode: config.mode });
  await seedGuardians(db, guardiansFile(config.rootDir));

  const deployer = privateKeyToAccount(generatePrivateKey());
  await createTestClient({ mode: 'anvil', transport: http(rpcUrl) }).setBalance({
    address: deployer.address,
    value: 10n ** 20n,
  });
  const chain = createChainClient({ rpcUrl, chainId: 31337, name: 'anvil' });
  const claim = await deployCoinClaim(db, chain, config, { account: deployer });
  if (!claim) throw new Error('no coin claim contract deployed');

  const admin = await signedInUser(
    db,
    privateKeyToAccount(generatePrivateKey()).address.toLowerCase() as `0x${string}`,
  );
  const collectors: CrashUser[] = [];
  for (let i = 0; i < writers; i += 1) {
    const user = await signedInUser(db, randomAddress());
    await db.insert(userSocials).values({
      account: user.account,
      provider: 'twitter',
      providerAccountId: `crash-${user.account}`,
      username: `crash${i}`,
    });
    await appendLedger(db, {
      account: user.account,
      amount: STARTING_COINS,
      reason: 'adjustment',
      note: 'crash suite: starting coins',
    });
    collectors.push(user);
  }

  const collection = await createCollection(db, { slug: 'crash-items', name: 'Crash items' });
  const holder = randomAddress();
  await createTokens(
    db,
    collection,
    Array.from({ length: 6 }, (_, i) => ({ id: i + 1, owner: holder })),
  );
  const items = Array.from({ length: 6 }, (_, i) => ({
    tokenAddress: collection.tokenAddress,
    tokenId: String(i + 1),
  }));

  const submissions: number[] = [];
  for (let i = 0; i < 4; i += 1) submissions.push(await insertSubmission(db));

  const questRows = await db
    .insert(quests)
    .values(
      Array.from({ length: 10 }, (_, i) => ({
        slug: `crash-link-x-${i}`,
        title: `Crash quest ${i}`,
        description: 'Link X (crash suite)',
        kind: 'link_x' as const,
        points: String(5 * (i + 1)),
        position: 100 + i,
      })),
    )
    .returning({ id: quests.id, points: quests.points });

  const shieldImage = await sharp({
    create: { width: 32, height: 32, channels: 3, background: '#2a7de1' },
  })
    .png()
    .toBuffer();

  return {
    users: collectors,
    admin,
    items,
    submissions,
    quests: questRows.map((q) => ({ id: q.id, points: Number(q.points) })),
    startingCoins: STARTING_COINS,
    shieldImage,
  };
}
