import { publisherForServer } from '~/api/server';
import { presentEntries } from '~/features/lists/present.server';
import type { Translate } from '~/i18n/translate';
import { pageSize, showsLoadMore } from '~/lib/lists';
import type { FigureData } from './leaderData';

/** null: no such leader. */
export async function loadFigure(q: { id: number; page: number; t: Translate }): Promise<FigureData | null> {
  const publisher = publisherForServer();
  const [config, view] = await Promise.all([
    publisher.session.getConfig(),
    publisher.leader.leaderView(q.id, q.page * pageSize, pageSize),
  ]);
  if (!view) return null;
  return {
    leader: view.leader,
    reports: {
      items: presentEntries(view.reports, { now: Date.now(), t: q.t, globalCount: config.globalCount }),
      page: q.page,
      hasMore: showsLoadMore(view.reports.length),
    },
  };
}
