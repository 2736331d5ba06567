import { Activity, useState } from 'react';
import { useRevalidator } from 'react-router';
import { AdsAfterIdle } from '~/features/ads/AdsAfterIdle';
import { ActivityList } from '~/features/lists/ActivityList';
import { ColumnFeed } from './ColumnFeed';
import { ColumnTabs } from './ColumnTabs';
import type { HomeData } from './homeData';
import { PullToRefresh } from './PullToRefresh';
import styles from './HomePage.module.css';

/**
 * Every column the reader opened stays mounted, hidden by <Activity> when another is shown, so
 * switching back keeps its appended pages. A column's first data is kept until the reader pulls
 * to refresh; a later visit to the column does not replace what they were reading.
 */
export function HomePage({ data }: { data: HomeData }) {
  const revalidator = useRevalidator();
  const [panes, setPanes] = useState<HomeData[]>([data]);
  const [lastData, setLastData] = useState(data);
  const [refreshAsked, setRefreshAsked] = useState(false);

  if (lastData !== data) {
    setLastData(data);
    const known = panes.some((pane) => pane.columnId === data.columnId);
    if (!known) setPanes([...panes, data]);
    else if (
      refreshAsked ||
      isOtherPage(
        data,
        panes.find((pane) => pane.columnId === data.columnId),
      )
    ) {
      setPanes(panes.map((pane) => (pane.columnId === data.columnId ? data : pane)));
      setRefreshAsked(false);
    }
  }

  const refresh = () => {
    setRefreshAsked(true);
    void revalidator.revalidate();
  };

  return (
    <div className={styles.home}>
      <ColumnTabs columns={data.columns} activeId={data.columnId} />
      <PullToRefresh refreshing={revalidator.state === 'loading'} onRefresh={refresh}>
        {panes.map((pane) => (
          <Activity key={pane.columnId} mode={pane.columnId === data.columnId ? 'visible' : 'hidden'}>
            {pane.activities ? (
              <ActivityList view={pane.activities} pageHref={activityPageHref(pane.columnId)} />
            ) : (
              <ColumnFeed data={pane} />
            )}
          </Activity>
        ))}
      </PullToRefresh>
      <AdsAfterIdle ads={[data.banner, ...data.ads].map((ad) => ad?.id ?? '').join()} startPage />
    </div>
  );
}

/** A tap on another page or, in an activity column, another category replaces what the column shows. */
function isOtherPage(data: HomeData, pane: HomeData | undefined): boolean {
  return data.page !== pane?.page || data.activities?.catId !== pane.activities?.catId;
}

const activityPageHref = (columnId: number) => (catId: number, page: number) =>
  `?column=${columnId}${catId >= 0 ? `&cat=${catId}` : ''}${page > 0 ? `&page=${page}` : ''}`;
