// The member's exchange records on 积分明细, read in the browser with their tokens: what they exchanged, a virtual
// item's code, goods waiting to ship or shipped with the carrier and tracking number. A visitor sees nothing here:
// the points page above already offers login.
import { Link } from 'react-router';
import type { Exchange } from '~/api/shop/entities';
import { useMemberPages } from '~/features/ui/member/useMemberPages';
import { useMemberRead } from '~/features/ui/member/useMemberRead';
import { useI18n } from '~/i18n/context';
import { formatDate } from '~/lib/dateFormat';
import { productPath } from './shopPaths';
import styles from './ShopSections.module.css';

type Loaded = { first: Exchange[]; readPage: (page: number) => Promise<Exchange[]> };

const stateText = {
  toShip: 'shop.record.toShip',
  shipped: 'shop.record.shipped',
  issued: 'shop.record.issued',
} as const;

export function MyExchanges() {
  const { t } = useI18n();
  const { state, retry } = useMemberRead('shop', async (api): Promise<Loaded> => ({
    first: await api.myExchanges(0),
    readPage: (page) => api.myExchanges(page),
  }));
  if (state.kind === 'loading' || state.kind === 'visitor') return null;
  return (
    <section className={styles.section} aria-labelledby="exchanges">
      <h2 id="exchanges" className={styles.heading}>
        {t('shop.records')}
      </h2>
      {state.kind === 'failed' ? (
        <p role="alert" className={styles.empty}>
          {t('common.networkError')}{' '}
          <button type="button" className={styles.more} onClick={retry}>
            {t('common.retry')}
          </button>
        </p>
      ) : (
        <Records {...state.data} />
      )}
    </section>
  );
}

function Records({ first, readPage }: Loaded) {
  const { t } = useI18n();
  const pages = useMemberPages(first, readPage);
  if (pages.items.length === 0) return <p className={styles.empty}>{t('shop.records.empty')}</p>;
  return (
    <>
      <ul className={styles.records}>
        {pages.items.map((e) => (
          <li key={e.id} data-state={e.state}>
            <span className={styles.recordHead}>
              <Link to={productPath(e.productId)} className={styles.link}>
                {e.title}
              </Link>
              <strong className={styles.state}>{t(stateText[e.state])}</strong>
            </span>
            {e.code && <code className={styles.code}>{e.code}</code>}
            {e.parcel && (
              <span>
                {t('shop.record.parcel', { carrier: e.parcel.carrier, trackingNo: e.parcel.trackingNo })}
              </span>
            )}
            <span className={styles.muted}>
              <time dateTime={new Date(e.at).toISOString()}>{formatDate(e.at, 'YYYY-MM-DD HH:mm')}</time>
              {' · '}
              {t('shop.points', { count: -e.points })}
            </span>
          </li>
        ))}
      </ul>
      {pages.failed && <p role="alert">{t('common.networkError')}</p>}
      {pages.hasMore && (
        <button
          type="button"
          className={styles.more}
          onClick={() => void pages.loadMore()}
          aria-busy={pages.loading}
        >
          {pages.loading ? t('common.loading') : t('common.loadMore')}
        </button>
      )}
    </>
  );
}
