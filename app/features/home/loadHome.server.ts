// The home page's data, fetched and shaped on the server (public reads: anonymous, cacheable per URL).
import { isPublisherError } from '~/api/errors';
import type { ColumnPage } from '~/api/lists/entities';
import { publisherForServer } from '~/api/server';
import { activityColumnStyle, homeColumns } from '~/lib/lists';
import { loadActivityList } from '~/features/lists/activityList.server';
import { presentEntries } from '~/features/lists/present.server';
import type { Translate } from '~/i18n/translate';
import { keptModules } from './feed';
import type { HomeData } from './homeData';

export interface HomeRequest {
  /** the column the URL asks for; the first column when absent or unknown */
  columnId?: number;
  page: number;
  /** an activity column's category (absent: every category) */
  catId?: number;
  t: Translate;
}

const noPage: ColumnPage = {
  articles: [],
  carousel: [],
  modules: [],
  liveArticles: [],
  ads: [],
  hasMore: false,
  totalCount: 0,
};

const columnBanner = (list: ColumnPage) => list.ads.find((ad) => ad.place === 'column');

/** Throws the client's PublisherError when the site cannot be shown at all (config, columns, first page). */
export async function loadHome({ columnId, page, catId, t }: HomeRequest): Promise<HomeData> {
  const publisher = publisherForServer();
  const [config, columns] = await Promise.all([
    publisher.session.getConfig(),
    publisher.columns.getColumns(0),
  ]);
  const tabs = homeColumns(columns);
  const column = tabs.find((candidate) => candidate.id === columnId) ?? tabs[0];

  const activities =
    column?.style === activityColumnStyle ? await loadActivityList({ catId: catId ?? -1, page }) : undefined;
  let list = noPage;
  let failed = false;
  if (column && !activities) {
    try {
      list = await publisher.lists.getArticles({ columnId: column.id, page, columnStyle: column.style });
    } catch (error) {
      // a later page failing leaves the page standing with a retry; the first page failing is an error page
      if (page === 0 || !isPublisherError(error)) throw error;
      failed = true;
    }
  }

  const firstPage = page === 0;
  const carousel = firstPage ? list.carousel : [];
  const presenting = { now: Date.now(), t, globalCount: config.globalCount };
  return {
    columns: tabs.map(({ id, name }) => ({ id, name })),
    columnId: column?.id ?? 0,
    page,
    carousel: presentEntries(carousel, presenting),
    ...(firstPage && list.topModule ? { topModule: list.topModule } : {}),
    modules: firstPage ? keptModules(list.modules) : [],
    ads: firstPage ? list.ads.filter((ad) => ad.place === 'feed') : [],
    ...(firstPage && columnBanner(list) ? { banner: columnBanner(list) } : {}),
    entries: presentEntries(list.articles, presenting),
    hasMore: list.hasMore,
    picturesLeft: config.padListType === 1,
    failed,
    ...(activities ? { activities } : {}),
  };
}
