import { ItemAnchor } from '~/features/lists/ItemAnchor';
import { ItemFooter } from '~/features/lists/ItemFooter';
import { itemLink } from '~/features/lists/itemLink';
import { titlePicture } from '~/features/lists/listLayout';
import { ListPicture } from '~/features/lists/ListPicture';
import { PictureBadge } from '~/features/lists/PictureBadge';
import { Marked } from './Marked';
import type { SearchEntry } from './searchData';
import styles from './ResultItem.module.css';

/** A hit: the title and the body's words around the match, the searched words marked; the picture on the right. */
export function ResultItem({
  entry,
  searched,
  eager,
}: {
  entry: SearchEntry;
  searched: string;
  eager: boolean;
}) {
  const { item } = entry;
  const picture = titlePicture(item);
  const excerpt = entry.matchText || item.summary;
  return (
    <li className={styles.item}>
      <ItemAnchor link={itemLink(item)} className={styles.link}>
        <span className={styles.text}>
          <h2 className={styles.title}>
            <Marked text={item.title} searched={searched} />
          </h2>
          {excerpt && (
            <span className={styles.excerpt}>
              <Marked text={excerpt} searched={searched} />
            </span>
          )}
          <ItemFooter entry={entry} hasPicture={Boolean(picture)} />
        </span>
        {picture && (
          <ListPicture url={picture} shape="small" eager={eager}>
            <PictureBadge item={item} />
          </ListPicture>
        )}
      </ItemAnchor>
    </li>
  );
}
