// productDetail.html: a points-shop product. Everything but the member's standing is in the server HTML, so the
// page reads without JavaScript and is cached per URL; pictures open the site's gallery viewer on a tap.
import { useI18n } from '~/i18n/context';
import { ExchangeBar } from './ExchangeBar';
import { ProductFacts } from './ProductFacts';
import type { ProductView } from './productView';
import styles from './ProductPage.module.css';

export function ProductPage({ product, resume }: { product: ProductView; resume: boolean }) {
  const { t } = useI18n();
  const [first, ...more] = product.pictures;
  const picture = (p: ProductView['pictures'][number], i: number) => (
    <figure key={p.url} className={i === 0 ? styles.cover : styles.thumb}>
      <img
        src={p.url}
        alt={`${product.title} ${i + 1}/${product.pictures.length}`}
        width={p.width || 750}
        height={p.height || 750}
        loading={i === 0 ? 'eager' : 'lazy'}
      />
    </figure>
  );
  return (
    <div className={styles.page}>
      {first && (
        // data-gallery: the shell's delegated listener opens these in the gallery viewer
        <section className={styles.pictures} data-gallery aria-label={t('shop.pictures')}>
          {picture(first, 0)}
          {more.length > 0 && <div className={styles.thumbs}>{more.map((p, i) => picture(p, i + 1))}</div>}
        </section>
      )}
      <ProductFacts product={product} />
      <ExchangeBar product={product} resume={resume} />
      <section className={styles.description} aria-labelledby="product-description">
        <h2 id="product-description" className={styles.heading}>
          {t('shop.description')}
        </h2>
        {/* the one place the page renders HTML: the description, cut to the article allow-list on the server */}
        <div className={styles.body} dangerouslySetInnerHTML={{ __html: product.bodyHtml }} />
      </section>
    </div>
  );
}
