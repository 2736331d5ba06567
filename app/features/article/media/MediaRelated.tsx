import type { ListEntry } from '~/features/lists/listEntry';
import { ListsUnderArticle } from '../ListsUnderArticle';
import styles from './media.module.css';

/** Under a gallery or a video: its related articles, then recommended reading (other columns). */
export function MediaRelated({ entries, recommended }: { entries: ListEntry[]; recommended: ListEntry[] }) {
  return (
    <ListsUnderArticle
      related={entries}
      recommended={recommended}
      idPrefix="media-"
      classes={{ section: styles.related, heading: styles.heading }}
    />
  );
}
