import { Link } from 'react-router';
import { ListPicture } from '~/features/lists/ListPicture';
import { useI18n } from '~/i18n/context';
import { LiveStatusBadge } from './LiveStatusBadge';
import { formatDate } from '~/lib/dateFormat';
import { href } from '~/lib/paths';
import type { MoreLiveView } from './loadMoreLive.server';
import styles from './MoreLivePage.module.css';

/** Every live, newest first, each with its status; 20 a page, the next page a plain link (works without JS). */
export function MoreLivePage({ view }: { view: MoreLiveView }) {
  const { t } = useI18n();
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('live.more.title')}</h1>
      {view.lives.length === 0 ? (
        <p className={styles.empty}>{t('live.more.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {view.lives.map((live, i) => (
            <li key={live.id}>
              <Link className={styles.card} to={href.liveDetail(live.fileId, live.id)}>
                {live.picture && <ListPicture url={live.picture} shape="small" eager={i < 4} />}
                <span className={styles.text}>
                  <span className={styles.title}>{live.title}</span>
                  <span className={styles.facts}>
                    <LiveStatusBadge status={live.status} />
                    <time dateTime={new Date(live.startTime).toISOString()}>
                      {formatDate(live.startTime, 'YYYY-MM-DD HH:mm')}
                    </time>
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {view.hasMore && (
        <p className={styles.more}>
          <Link to={`${href.moreLive()}?page=${view.page + 1}`}>{t('common.loadMore')}</Link>
        </p>
      )}
    </div>
  );
}
