import type { Ad } from '~/api/ads/entities';
import { ArticleAds } from '~/features/ads/ArticleAds';
import type { ListEntry } from '~/features/lists/listEntry';
import { ListsUnderArticle } from './ListsUnderArticle';
import styles from './RelatedArticles.module.css';

/**
 * Loaded after the first paint (an island, ArticlePage): the article's own first load stays within its budget. The
 * article's ads come first, in the island too: their code and stylesheet then join the island's, which the page
 * links anyway, instead of a sixth stylesheet before the lead picture (scripts/islandStyles.test.ts).
 */
export default function RelatedArticles({
  entries,
  recommended,
  ads,
}: {
  entries: ListEntry[];
  recommended: ListEntry[];
  ads: Ad[];
}) {
  return (
    <>
      <ArticleAds ads={ads} />
      <ListsUnderArticle
        related={entries}
        recommended={recommended}
        idPrefix="article-"
        classes={{ section: styles.related, heading: styles.heading }}
      />
    </>
  );
}
