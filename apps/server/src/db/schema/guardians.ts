import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/** The five Guardians of the lore, which a collector can choose for their profile. */
export const guardians = pgTable('guardians', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  title: text('title').notNull(),
  element: text('element').notNull(),
  description: text('description').notNull(),
  image: text('image').notNull(),
});
