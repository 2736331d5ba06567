import { publisherForServer } from '~/api/server';
import { loadWorks } from '~/features/ui/works/loadWorks.server';
import type { WorksTab } from '~/features/ui/works/works';
import type { Translate } from '~/i18n/translate';
import type { ReporterData } from './reporterData';

/** null: no such reporter. */
export async function loadReporter(q: {
  id: number;
  tab: WorksTab;
  page: number;
  t: Translate;
}): Promise<ReporterData | null> {
  const publisher = publisherForServer();
  const [config, reporter] = await Promise.all([
    publisher.session.getConfig(),
    publisher.reporter.authorInfo(q.id),
  ]);
  if (!reporter) return null;
  const works = await loadWorks(
    { ...q, globalCount: config.globalCount },
    {
      articles: (page) => publisher.reporter.reporterArticles(q.id, page),
      dynamics: (page) => publisher.reporter.dynamics(q.id, page),
    },
  );
  return { reporter, ...works };
}
