import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';

/** The five Guardians of the lore, which a collector can choose for their profile. */
export const guardians = pgTable('guardians', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  title: text('title').notNull(),
  element: text('element').notNull(),
  description: text('description').notNull(),
  image: text('image').notNull(),
  /** The Guardian's powers, one short line each (guardians list and detail pages). */
  powers: jsonb('powers').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  /** The Guardian's story, in plain paragraphs. */
  story: jsonb('story').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
});
