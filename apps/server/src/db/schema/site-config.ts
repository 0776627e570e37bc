import type { SiteConfig } from '@guardians/shared';
import { sql } from 'drizzle-orm';
import { boolean, check, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/** The site's one configuration row (id is always 1). */
export const siteConfig = pgTable(
  'site_config',
  {
    id: smallint('id').primaryKey().default(1),
    mode: text('mode').$type<SiteConfig['mode']>().notNull(),
    name: text('name').notNull(),
    logo: text('logo').notNull(),
    launchStage: text('launch_stage').$type<SiteConfig['launchStage']>().notNull(),
    styles: jsonb('styles').$type<SiteConfig['styles']>().notNull(),
    socials: jsonb('socials').$type<SiteConfig['socials']>().notNull(),
    enableGallery: boolean('enable_gallery').notNull(),
    enableExplore: boolean('enable_explore').notNull(),
    enableStory: boolean('enable_story').notNull(),
    enableOdyssey: boolean('enable_odyssey').notNull(),
    enableOwners: boolean('enable_owners').notNull(),
    enableQuests: boolean('enable_quests').notNull(),
    enableBlog: boolean('enable_blog').notNull(),
    enableAbout: boolean('enable_about').notNull(),
    enablePortal: boolean('enable_portal').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set by the console: from then on SITE_MODE and the committed file no longer override the row. */
    editedAt: timestamp('edited_at', { withTimezone: true }),
    editedBy: text('edited_by'),
  },
  (t) => [
    check('site_config_single_row', sql`${t.id} = 1`),
    check('site_config_mode', sql`${t.mode} in ('single', 'multi')`),
    check('site_config_launch_stage', sql`${t.launchStage} in ('pre', 'post')`),
  ],
);
