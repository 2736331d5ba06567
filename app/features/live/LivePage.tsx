import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Interaction } from '~/features/ui/interaction/Interaction';
import { useI18n } from '~/i18n/context';
import { formatDate } from '~/lib/dateFormat';
import { shownReports, type ReportOrder } from '~/lib/liveFeed';
import { LiveChat } from './LiveChat';
import { chatAnchor } from './chatAnchor';
import { LiveStatusBadge } from './LiveStatusBadge';
import { LiveVideo } from './LiveVideo';
import { NewReportsNotice } from './NewReportsNotice';
import { ReportList } from './ReportList';
import { liveTitle } from './liveTitle';
import type { LiveDetailView } from './liveView';
import { useLiveFeed } from './useLiveFeed';
import { useReportOrder } from './useReportOrder';
import styles from './LivePage.module.css';

type Tab = 'reports' | 'chat';

/** `foot`: what the route puts under the reports (the comment section); the chat tab is a conversation of its own. */
export function LivePage({ live, foot }: { live: LiveDetailView; foot?: ReactNode }) {
  const { t } = useI18n();
  const list = useRef<HTMLDivElement>(null);
  const feed = useLiveFeed(live, list);
  const location = useLocation();
  // the tab and the order are links too (?tab=, ?order=), so that they work without JavaScript; with it a tap
  // changes them in place (docs/no-javascript.md)
  const [searchParams] = useSearchParams();
  const [order, setOrder] = useReportOrder(orderOf(searchParams.get('order')));
  const [tab, setTab] = useState<Tab>(searchParams.get('tab') === 'chat' ? 'chat' : 'reports');
  const reports = shownReports(feed.book, order);
  const linkWith = (name: string, value: string | undefined) => {
    const query = new URLSearchParams(location.search);
    if (value === undefined) query.delete(name);
    else query.set(name, value);
    const search = query.toString();
    return `${location.pathname}${search ? `?${search}` : ''}`;
  };
  // back from login to the chat box (#live-chat): the chat tab, with the draft in its box
  useEffect(() => {
    if (location.hash === `#${chatAnchor}`) setTab('chat');
  }, [location.hash]);
  useStatusInTitle(live, feed.status);
  useViewCount(live.articleId);

  return (
    <article className={styles.page} data-following={feed.following || undefined}>
      <header className={styles.header}>
        <h1 className={styles.title}>{live.title}</h1>
        <p className={styles.facts}>
          <LiveStatusBadge status={feed.status} />
          <span>{t('live.startTime', { time: formatDate(live.startTime, 'YYYY-MM-DD HH:mm') })}</span>
          <span>{t('live.views', { count: live.views })}</span>
        </p>
      </header>
      <LiveVideo
        status={feed.status}
        lines={live.lines}
        poster={live.poster}
        title={live.title}
        startTime={live.startTime}
        renderedAt={live.renderedAt}
      />
      <Interaction target={live.interaction} />
      <div className={styles.tabs} role="tablist">
        {(['reports', 'chat'] as const).map((name) => (
          <Link
            key={name}
            to={linkWith('tab', name === 'chat' ? 'chat' : undefined)}
            replace
            role="tab"
            id={`live-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`live-panel-${name}`}
            className={styles.tab}
            onClick={(event) => {
              event.preventDefault();
              setTab(name);
            }}
          >
            {t(name === 'reports' ? 'live.tab.reports' : 'live.tab.chat')}
          </Link>
        ))}
      </div>
      <section
        id="live-panel-reports"
        role="tabpanel"
        aria-labelledby="live-tab-reports"
        hidden={tab !== 'reports'}
        className={styles.panel}
      >
        <div className={styles.tools}>
          <OrderSwitch order={order} onChange={setOrder} to={linkWith('order', nextOrder(order))} />
          {/* a full load of this page: the newest reports with or without JavaScript (Link puts the base path
              before the router's pathname, which a bare href dropped) */}
          <Link className={styles.refresh} to={`${location.pathname}${location.search}`} reloadDocument>
            {t('live.refresh')}
          </Link>
        </div>
        <div ref={list} className={styles.list}>
          <ReportList reports={reports} />
        </div>
      </section>
      <section
        id="live-panel-chat"
        role="tabpanel"
        aria-labelledby="live-tab-chat"
        hidden={tab !== 'chat'}
        className={styles.panel}
      >
        <LiveChat liveId={live.id} messages={feed.chat} onPosted={feed.addChat} />
      </section>
      {foot && <div hidden={tab !== 'reports'}>{foot}</div>}
      <NewReportsNotice count={feed.waiting} onShow={feed.showWaiting} />
    </article>
  );
}

const nextOrder = (order: ReportOrder): ReportOrder => (order === 'desc' ? 'asc' : 'desc');
const orderOf = (value: string | null): ReportOrder | undefined =>
  value === 'asc' || value === 'desc' ? value : undefined;

/** `to`: this page in the other order, what the switch opens without JavaScript. */
function OrderSwitch({
  order,
  onChange,
  to,
}: {
  order: ReportOrder;
  onChange: (order: ReportOrder) => void;
  to: string;
}) {
  const { t } = useI18n();
  return (
    <Link
      to={to}
      replace
      className={styles.order}
      role="button"
      onClick={(event) => {
        event.preventDefault();
        onChange(nextOrder(order));
      }}
      aria-pressed={order === 'asc'}
    >
      {t(order === 'desc' ? 'live.order.desc' : 'live.order.asc')}
    </Link>
  );
}

/** A pushed status changes the title's prefix too (the meta set it for the status the page was rendered with). */
function useStatusInTitle(live: LiveDetailView, status: LiveDetailView['status']) {
  const rendered = useRef(live.status);
  useEffect(() => {
    if (status === rendered.current) return;
    const before = liveTitle(live.title, rendered.current, live.titlePrefixes);
    document.title = document.title.replace(before, liveTitle(live.title, status, live.titlePrefixes));
    rendered.current = status;
  }, [live, status]);
}

/** One view of the live (recordAccessCount on its list article), counted after the page is up; a lost count is not
 * worth troubling the reader with. */
function useViewCount(articleId: number) {
  useEffect(() => {
    void import('~/platform/publisher.client')
      .then((m) => m.loadApi('article'))
      .then((article) => article.recordAccessCount(articleId))
      .catch(() => undefined);
  }, [articleId]);
}
