import { useI18n } from '~/i18n/context';
import { formatDate } from '~/lib/dateFormat';
import type { ProductView } from './productView';
import styles from './ProductPage.module.css';

const day = (ms: number) => (ms ? formatDate(ms, 'YYYY-MM-DD HH:mm') : '');

/** The name and what a reader decides on: the price, what is left, the limit, when it can be exchanged. */
export function ProductFacts({ product }: { product: ProductView }) {
  const { t } = useI18n();
  const facts: [string, string][] = [
    [t('shop.stock'), t('shop.stockCount', { count: product.stock })],
    [
      t('shop.limit'),
      product.limit
        ? t(`shop.limit.${product.limit.period}`, { count: product.limit.count })
        : t('shop.limit.none'),
    ],
    [t('shop.window'), t('shop.windowRange', { start: day(product.startAt), end: day(product.endAt) })],
  ];
  return (
    <header className={styles.facts}>
      <h1 className={styles.title}>{product.title}</h1>
      <p className={styles.price}>
        <span className={styles.muted}>{t('shop.price')}</span>{' '}
        <strong>{t('shop.points', { count: product.points })}</strong>
      </p>
      <p className={styles.muted}>{t(`shop.kind.${product.kind}`)}</p>
      <dl className={styles.factList}>
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </header>
  );
}
