import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { userSocials } from '../../src/db/schema/index.ts';
import { createCollection, createTokens, randomAddress } from '../helpers/catalogue-fixtures.ts';
import { insertSubmission } from '../helpers/gallery-fixtures.ts';
import { signIn } from '../helpers/login-flow.ts';
import { type MockProvider, type MockUser, startMockProvider } from '../helpers/mock-provider.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createTradingWorld, type TradingWorld } from '../helpers/trading-fixtures.ts';
import type { SignedIn } from './authorization-requests.ts';

/**
 * Anvil mnemonic accounts 140..142 (deployer, seller, buyer) belong to this suite: trading fixtures
 * give each test file its own indexes so no two files share a nonce.
 */
const TRADING_ACCOUNTS_FROM = 140;

/** Contest pieces and reactable items: token ids of the default collection nobody holds. */
export const PIECES = { claimed: '3', held: '4', reacted: '2' } as const;
export const HELD_GUARDIAN = '1';

/** An app with real data for owned resources: owners, another member, an admin, X, a marketplace. */
export interface OwnerWorld {
  t: TestApp;
  x: MockProvider;
  trading: TradingWorld;
  guardians: Awaited<ReturnType<typeof createCollection>>;
  submissionId: number;
  /** A signed-in member who owns nothing the cases build. */
  other: SignedIn;
  /** A signed-in administrator who owns nothing the cases build either. */
  admin: SignedIn;
  /** A new signed-in member, with X linked unless told otherwise. */
  newMember(options?: { linkX?: boolean }): Promise<SignedIn>;
  /** A user of the mock X provider, with a token it accepts for that user. */
  xUser(): Promise<{ user: MockUser; token: string }>;
  close(): Promise<void>;
}

export async function buildOwnerWorld(): Promise<OwnerWorld> {
  const adminKey = generatePrivateKey();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'guardians-authz-owners-'));
  const x = await startMockProvider('twitter');
  const t = await createTestApp({
    env: {
      ...x.env(),
      SOCIAL_TOKEN_KEY: randomBytes(32).toString('base64'),
      ADMIN_ACCOUNTS: privateKeyToAccount(adminKey).address,
      RATE_LIMIT_MAX: '100000',
      DATA_DIR: dataDir,
    },
  });
  const guardians = await createCollection(t.db, { slug: 'owner-guardians', isDefault: true });
  await createTokens(
    t.db,
    guardians,
    Object.values(PIECES).map((id) => ({ id, owner: randomAddress() })),
  );
  const [trading, submissionId] = await Promise.all([
    createTradingWorld(t.db, TRADING_ACCOUNTS_FROM),
    insertSubmission(t.db),
  ]);

  const linkX = async (member: SignedIn) => {
    await t.db.insert(userSocials).values({
      account: member.account,
      provider: 'twitter',
      providerAccountId: `x-${member.account.slice(2, 14)}`,
      username: `owner_${member.account.slice(2, 10)}`,
    });
    return member;
  };
  const newMember = async ({ linkX: withX = true } = {}) => {
    const { cookie, account } = await signIn(t.app);
    return withX ? linkX({ cookie, account }) : { cookie, account };
  };
  const [other, admin] = await Promise.all([
    newMember(),
    signIn(t.app, adminKey).then(({ cookie, account }) => linkX({ cookie, account })),
  ]);

  return {
    t,
    x,
    trading,
    guardians,
    submissionId,
    other,
    admin,
    newMember,
    async xUser() {
      const user = {
        id: String(randomBytes(6).readUIntBE(0, 6)),
        username: `x_${randomBytes(4).toString('hex')}`,
      };
      return { user, token: await x.issueToken(user) };
    },
    async close() {
      await t.close();
      await x.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
