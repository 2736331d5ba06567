import { useRef } from 'react';
import { Link } from 'react-router';
import { AdLink } from '~/features/ads/AdLink';
import { ArticleList } from '~/features/lists/ArticleList';
import { interleave } from '~/features/lists/interleave';
import { MoreLink } from '~/features/ui/pager/MoreLink';
import { useI18n } from '~/i18n/context';
import { BannerSwipe } from './BannerSwipe';
import type { HomeData } from './homeData';
import { ModuleBlock } from './ModuleBlock';
import { TopModule } from './TopModule';
import { useMorePages } from './useMorePages';
import { useScrollMemory } from './useScrollMemory';
import styles from './ColumnFeed.module.css';

/** One column's home: banner, headlines, then the list with its modules, then more. */
export function ColumnFeed({ data }: { data: HomeData }) {
  const { t } = useI18n();
  const more = useMorePages(data);
  const feed = useRef<HTMLDivElement>(null);
  useScrollMemory(data.columnId, feed);
  const blocks = interleave(data.entries, data.modules, data.ads);
  const empty = !data.entries.length && !data.carousel.length && !data.topModule?.articles.length;

  return (
    <div className={styles.feed} ref={feed}>
      {data.banner && <AdLink ad={data.banner} variant="banner" />}
      {data.carousel.length > 0 && <BannerSwipe entries={data.carousel} />}
      {data.topModule && <TopModule module={data.topModule} />}
      <h2 className={styles.hidden}>{t('home.latest')}</h2>
      {blocks.map((block, index) =>
        block.kind === 'ad' ? (
          <AdLink key={`ad-${block.ad.id}`} ad={block.ad} variant="feed" />
        ) : block.kind === 'module' ? (
          <ModuleBlock
            key={`module-${block.module.id}`}
            module={block.module}
            picturesLeft={data.picturesLeft}
          />
        ) : (
          <ArticleList
            key={`items-${index}`}
            entries={block.items}
            picturesLeft={data.picturesLeft}
            eagerFirst={index === 0 && !data.carousel.length}
          />
        ),
      )}
      {more.appended.length > 0 && <ArticleList entries={more.appended} picturesLeft={data.picturesLeft} />}
      {data.failed && <p className={styles.state}>{t('home.loadFailed')}</p>}
      {empty && !data.failed && <p className={styles.state}>{t('common.empty')}</p>}
      <MoreLink more={more} empty={empty} />
      {data.page > 0 && (
        <p className={styles.state}>
          <Link to={`?column=${data.columnId}`}>{t('home.firstPage')}</Link>
        </p>
      )}
    </div>
  );
}
