// What a route declares about itself in its `handle` export: read by the shell (top bar, start-up guard,
// title), by routeCatalogs.test.ts (catalog areas) and by the byte-budget test (first-load budget).
import type { CatalogArea, MessageKey } from '~/i18n/messages.server';

export interface RouteHandle {
  /**
   * Every page shows the top bar (docs/wayfinding.md: spec §2 names it on home and login, issue 40 on every page);
   * `false` only for a page that fills the screen and brings its own way home.
   */
  topBar?: false;
  /** spec §4: in auth mode 1, this page fetches auth info before it runs */
  requiresAuth?: boolean;
  /** the page's own title, when it is fixed (spec §2's titles); pageTitle() adds the site name */
  title?: MessageKey;
  /** the catalog areas the route's loader sends over the root's (common, shell, errors, notices) */
  catalogs?: readonly CatalogArea[];
  /** first-load JavaScript, brotli, decimal KB; 100 when absent */
  firstLoadBudgetKB?: number;
  /** why the page needs more than the default budget */
  budgetReason?: string;
}
