import { shortenAddress } from '@guardians/shared';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import { findSubmission } from '../gallery/submission-read.ts';
import type { PageMeta } from './page-meta.ts';
import type { SeoContext } from './seo-context.ts';

/** `/forge/{wallet}`: the profile's name, biography and avatar; any well-formed wallet has a page. */
export async function profileMeta(ctx: SeoContext, wallet: string): Promise<PageMeta | null> {
  if (!/^0x[0-9a-fA-F]{40}$/.test(wallet)) return null;
  const account = wallet.toLowerCase();
  const [user] = await ctx.db
    .select({ username: users.username, biography: users.biography, image: users.image })
    .from(users)
    .where(eq(users.account, account))
    .limit(1);
  const name = user?.username ?? shortenAddress(account);
  return {
    title: name,
    description: user?.biography || `${name}'s Guardians, likes and quests on ${ctx.site.name}.`,
    image: user?.image ?? null,
    path: `/forge/${account}`,
    type: 'profile',
  };
}

/** `/gallery?id={n}`: a fan-art submission, with its author, text and first picture. */
export async function submissionMeta(ctx: SeoContext, id: string | null): Promise<PageMeta | null> {
  if (!id || !/^\d{1,9}$/.test(id)) return null;
  const submission = await findSubmission(ctx.db, Number(id), null);
  if (!submission || submission.disabled) return null;
  const author = submission.users[0];
  const by = author ? author.name || `@${author.username}` : 'a Guardian';
  const [media] = submission.media;
  return {
    title: `Fan art by ${by}`,
    description: submission.text,
    image: media?.preview_image_url ?? media?.url ?? null,
    path: `/gallery?id=${submission._id}`,
    type: 'article',
  };
}
