import type { ListEntry } from '~/features/lists/listEntry';
import { ListsUnderArticle } from './ListsUnderArticle';
import styles from './RelatedArticles.module.css';

/** Loaded after the first paint (an island, ArticlePage): the article's own first load stays within its budget. */
export default function RelatedArticles({
  entries,
  recommended,
}: {
  entries: ListEntry[];
  recommended: ListEntry[];
}) {
  return (
    <ListsUnderArticle
      related={entries}
      recommended={recommended}
      idPrefix="article-"
      classes={{ section: styles.related, heading: styles.heading }}
    />
  );
}
