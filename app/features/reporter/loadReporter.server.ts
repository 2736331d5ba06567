import { publisherForServer } from '~/api/server';
import { presentEntries } from '~/features/lists/present.server';
import { presentDynamics } from '~/features/ui/dynamics/presentDynamics.server';
import type { Translate } from '~/i18n/translate';
import { dynamicsHaveMore, showsLoadMore } from '~/lib/lists';
import type { ReporterData, ReporterTab } from './reporterData';

/** null: no such reporter. */
export async function loadReporter(q: {
  id: number;
  tab: ReporterTab;
  page: number;
  t: Translate;
}): Promise<ReporterData | null> {
  const publisher = publisherForServer();
  const [config, reporter] = await Promise.all([
    publisher.session.getConfig(),
    publisher.reporter.authorInfo(q.id),
  ]);
  if (!reporter) return null;
  if (q.tab === 'dynamics') {
    const dynamics = await publisher.reporter.dynamics(q.id, q.page);
    return {
      reporter,
      tab: q.tab,
      dynamics: {
        items: presentDynamics(dynamics, q.t),
        page: q.page,
        hasMore: dynamicsHaveMore(dynamics.length),
      },
    };
  }
  const articles = await publisher.reporter.reporterArticles(q.id, q.page);
  return {
    reporter,
    tab: q.tab,
    articles: {
      items: presentEntries(articles, { now: Date.now(), t: q.t, globalCount: config.globalCount }),
      page: q.page,
      hasMore: showsLoadMore(articles.length),
    },
  };
}
