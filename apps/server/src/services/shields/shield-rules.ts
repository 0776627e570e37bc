import type { ShieldRule } from '@guardians/shared';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tokens, userSocials, users } from '../../db/schema/index.ts';
import type { ShieldRow } from './shield-repository.ts';

/**
 * The facts an account's rules are decided on, each read at most once per evaluation and only when
 * a rule needs it.
 */
class AccountFacts {
  private held = new Map<number, Promise<number>>();
  private socials?: Promise<Map<string, string>>;
  private rank?: Promise<number | undefined>;

  constructor(
    private readonly db: Db,
    private readonly account: string,
  ) {}

  /** Live tokens this account owns on a chain, as the indexer recorded them. */
  tokensHeld(chainId: number): Promise<number> {
    let result = this.held.get(chainId);
    if (!result) {
      result = this.db
        .select({ n: count() })
        .from(tokens)
        .where(and(eq(tokens.chainId, chainId), eq(tokens.owner, this.account)))
        .then(([row]) => row?.n ?? 0);
      this.held.set(chainId, result);
    }
    return result;
  }

  /** provider -> username of the linked social accounts. */
  linkedSocials(): Promise<Map<string, string>> {
    this.socials ??= this.db
      .select({ provider: userSocials.provider, username: userSocials.username })
      .from(userSocials)
      .where(eq(userSocials.account, this.account))
      .then((rows) => new Map(rows.map((row) => [row.provider, row.username])));
    return this.socials;
  }

  /** 1 for the first account that ever connected; undefined when the account has no user row. */
  signUpRank(): Promise<number | undefined> {
    this.rank ??= this.db
      .select({ n: count() })
      .from(users)
      .where(
        sql`(${users.createdAt}, ${users.account}) <= (select u.created_at, u.account from ${users} u where u.account = ${this.account})`,
      )
      .then(([row]) => (row && row.n > 0 ? row.n : undefined));
    return this.rank;
  }
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

type RuleCheck = (facts: AccountFacts, shield: ShieldRow) => Promise<string | undefined>;

/** Each rule answers the award's reason, or undefined when the account does not (yet) qualify. */
const checks: Record<ShieldRule, RuleCheck> = {
  guardian_holder: async (facts, shield) => {
    const held = await facts.tokensHeld(shield.chainId);
    return held >= 1 ? `Holds ${plural(held, 'Guardian')}` : undefined;
  },
  collector: async (facts, shield) => {
    const held = await facts.tokensHeld(shield.chainId);
    return held >= shield.threshold ? `Holds ${plural(held, 'Guardian')}` : undefined;
  },
  x_linked: async (facts) => {
    const username = (await facts.linkedSocials()).get('twitter');
    return username ? `Linked X as @${username}` : undefined;
  },
  discord_linked: async (facts) => {
    const username = (await facts.linkedSocials()).get('discord');
    return username ? `Linked Discord as ${username}` : undefined;
  },
  early_supporter: async (facts, shield) => {
    const rank = await facts.signUpRank();
    return rank !== undefined && rank <= shield.threshold
      ? `Account #${rank} to join, among the first ${shield.threshold}`
      : undefined;
  },
};

/** The shields (of those given) the account qualifies for now, with the reason to record. */
export async function evaluateRules(
  db: Db,
  account: string,
  candidates: ShieldRow[],
): Promise<{ shieldId: number; reason: string }[]> {
  const facts = new AccountFacts(db, account);
  const results = await Promise.all(
    candidates.map(async (shield) => {
      const reason = shield.rule ? await checks[shield.rule](facts, shield) : undefined;
      return reason ? { shieldId: shield.id, reason } : undefined;
    }),
  );
  return results.filter((result) => result !== undefined);
}
