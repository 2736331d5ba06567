import type { ArticleSummary } from '~/api/lists/entities';

/**
 * A list item with its words already formatted on the server (times, counts), so the browser shows
 * exactly what the server sent and no date library or clock enters the browser bundle.
 * A missing text means the site's config hides it.
 */
export interface ListEntry {
  item: ArticleSummary;
  time?: string;
  reads?: string;
  comments?: string;
}
