import { Link } from 'react-router';
import type { ProductSummary } from '~/api/shop/entities';
import { ListPicture } from '~/features/lists/ListPicture';
import { useI18n } from '~/i18n/context';
import { href } from '~/lib/paths';
import { refusalText } from './exchangeState';
import styles from './ShopSections.module.css';

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
              <Link to={href.productDetail(p.id)} className={styles.product}>
                {p.picture && <ListPicture url={p.picture.url} shape="third" />}
                <span className={styles.name}>{p.title}</span>
                <span className={styles.points}>{t('shop.points', { count: p.points })}</span>
                {p.state !== 'open' && <span className={styles.muted}>{t(refusalText[p.state])}</span>}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
