import { Link } from 'react-router';
import type { ProductSummary } from '~/api/shop/entities';
import { useI18n } from '~/i18n/context';
import { productPath } from './shopPaths';
import styles from './ShopSections.module.css';

/** Why a product cannot be exchanged now, as its own page says it. */
const closedText = {
  notStarted: 'shop.refusal.notStarted',
  ended: 'shop.refusal.ended',
  soldOut: 'shop.refusal.soldOut',
} as const;

/** 积分商城: what points buy, each opening its product page; in the server HTML, so it reads without JavaScript. */
export function ShopList({ products, failed }: { products: ProductSummary[]; failed: boolean }) {
  const { t } = useI18n();
  return (
    <section className={styles.section} aria-labelledby="shop">
      <h2 id="shop" className={styles.heading}>
        {t('shop.title')}
      </h2>
      {failed ? (
        <p className={styles.empty}>{t('shop.list.failed')}</p>
      ) : products.length === 0 ? (
        <p className={styles.empty}>{t('shop.list.empty')}</p>
      ) : (
        <ul className={styles.products}>
          {products.map((p) => (
            <li key={p.id}>
              <Link to={productPath(p.id)} className={styles.product}>
                {p.picture && <Picture picture={p.picture} />}
                <span className={styles.name}>{p.title}</span>
                <span className={styles.points}>{t('shop.points', { count: p.points })}</span>
                {p.state !== 'open' && <span className={styles.muted}>{t(closedText[p.state])}</span>}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * A product's picture, decoration beside its name (empty alt), at the address the publisher sent: the lists' sized
 * cuts (ListPicture, app/lib/image) would take 积分明细 past its first-load budget, and the list shows a few at most.
 */
function Picture({ picture }: { picture: NonNullable<ProductSummary['picture']> }) {
  return (
    <img
      className={styles.picture}
      src={picture.url}
      alt=""
      width={picture.width || 400}
      height={picture.height || 300}
      loading="lazy"
      decoding="async"
    />
  );
}
