// Page titles: a `title` query value overrides every page's title (spec §2 page modes).
import type { UIMatch } from 'react-router';
import { matchedCatalog, readCatalog } from '~/i18n/catalogText';
import type { RouteHandle } from './routeHandle';
import type { ShellData } from './shellData';

type MetaMatch = Pick<UIMatch, 'id'> & { data?: unknown; loaderData?: unknown; handle?: unknown };

/**
 * For a route's meta(): `[{ title: pageTitle(matches) }]` when the route's handle names its title,
 * `pageTitle(matches, own)` for a title of its own. The site name follows, unless the title stands `alone`.
 */
export function pageTitle(
  matches: readonly (MetaMatch | undefined)[],
  own?: string,
  { alone = false }: { alone?: boolean } = {},
): string {
  const root = matches.find((match) => match?.id === 'root');
  const shell = (root?.loaderData ?? root?.data) as ShellData | undefined;
  if (shell?.modes.title) return shell.modes.title;
  const key = (matches[matches.length - 1]?.handle as RouteHandle | undefined)?.title;
  const title = own ?? (key && readCatalog(matchedCatalog(matches))[key]);
  const siteName = alone ? '' : (shell?.site.name ?? '');
  if (title && siteName) return `${title} - ${siteName}`;
  return title || siteName;
}
