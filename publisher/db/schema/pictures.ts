import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * How to draw a picture: originals are rendered on first request from this recipe, then kept on disk (`/pic/`).
 * Shared by every area: each writes the recipes of the pictures it refers to (session the brand logos, article the
 * title, body and reporter pictures).
 */
export const images = pgTable('images', {
  ref: text('ref').primaryKey(),
  format: text('format').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  label: text('label').notNull(),
  hue: integer('hue').notNull(),
  motif: integer('motif').notNull(),
});
