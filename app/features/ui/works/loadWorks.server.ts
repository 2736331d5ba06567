import type { ArticleSummary } from '~/api/lists/entities';
import type { Dynamic } from '~/api/reporter/entities';
import { presentEntries, type Presenting } from '~/features/lists/present.server';
import { presentDynamics } from '~/features/ui/dynamics/presentDynamics.server';
import type { Translate } from '~/i18n/translate';
import { dynamicsHaveMore, showsLoadMore } from '~/lib/lists';
import type { Works, WorksTab } from './works';

/** One page of the tab asked for, ready to show; the owner's reads say where their articles and dynamics are. */
export async function loadWorks(
  q: { tab: WorksTab; page: number; t: Translate; globalCount: Presenting['globalCount'] },
  read: {
    articles: (page: number) => Promise<ArticleSummary[]>;
    dynamics: (page: number) => Promise<Dynamic[]>;
  },
): Promise<Works> {
  if (q.tab === 'dynamics') {
    const dynamics = await read.dynamics(q.page);
    return {
      tab: q.tab,
      dynamics: {
        items: presentDynamics(dynamics, q.t),
        page: q.page,
        hasMore: dynamicsHaveMore(dynamics.length),
      },
    };
  }
  const articles = await read.articles(q.page);
  return {
    tab: q.tab,
    articles: {
      items: presentEntries(articles, { now: Date.now(), t: q.t, globalCount: q.globalCount }),
      page: q.page,
      hasMore: showsLoadMore(articles.length),
    },
  };
}
