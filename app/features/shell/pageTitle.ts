// Page titles: a `title` query value overrides every page's title (spec §2 page modes).
import type { UIMatch } from 'react-router';
import type { ShellData } from './shellData';

type MetaMatch = Pick<UIMatch, 'id'> & { data?: unknown; loaderData?: unknown };

/** For a route's meta(): `[{ title: pageTitle(matches, article.title) }]`. */
export function pageTitle(matches: readonly (MetaMatch | undefined)[], own?: string): string {
  const root = matches.find((match) => match?.id === 'root');
  const shell = (root?.loaderData ?? root?.data) as ShellData | undefined;
  const siteName = shell?.site.name ?? '';
  if (shell?.modes.title) return shell.modes.title;
  if (own && siteName) return `${own} - ${siteName}`;
  return own || siteName;
}
