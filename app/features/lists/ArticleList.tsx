import { ListItem } from './ListItem';
import type { ListEntry } from './listEntry';
import styles from './ArticleList.module.css';

/** How many items from the top get their pictures at once: about a phone screen's worth. */
const eagerCount = 3;

export function ArticleList({
  entries,
  picturesLeft = false,
  eagerFirst = false,
  label,
}: {
  entries: ListEntry[];
  picturesLeft?: boolean;
  /** true when this list starts on the first screen */
  eagerFirst?: boolean;
  label?: string;
}) {
  return (
    <ul className={styles.list} aria-label={label}>
      {entries.map((entry, index) => (
        <ListItem
          key={`${entry.item.type}-${entry.item.id}`}
          entry={entry}
          picturesLeft={picturesLeft}
          eager={eagerFirst && index < eagerCount}
        />
      ))}
    </ul>
  );
}
