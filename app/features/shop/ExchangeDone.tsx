import { Link } from 'react-router';
import type { Exchanged } from '~/api/shop/entities';
import { useI18n } from '~/i18n/context';
import { exchangesPath } from './shopPaths';
import styles from './ProductPage.module.css';

/** What the exchange gave: a virtual item's code at once, goods waiting to ship; the points left either way. */
export function ExchangeDone({ done }: { done: Exchanged }) {
  const { t } = useI18n();
  const { exchange } = done;
  return (
    <div className={styles.done} role="status">
      {exchange.code ? (
        <p>
          {t('shop.done.code')} <strong className={styles.code}>{exchange.code}</strong>
        </p>
      ) : (
        <p>{t('shop.done.goods')}</p>
      )}
      <p>{t('shop.done.left', { count: done.pointsLeft })}</p>
      <Link className={styles.link} to={exchangesPath}>
        {t('shop.done.records')}
      </Link>
    </div>
  );
}
