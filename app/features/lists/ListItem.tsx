import { ItemAnchor } from './ItemAnchor';
import { ItemFooter } from './ItemFooter';
import { itemLink } from './itemLink';
import type { ListEntry } from './listEntry';
import { listLayout, threePictures, titlePicture } from './listLayout';
import { ListPicture } from './ListPicture';
import { PictureBadge } from './PictureBadge';
import styles from './ListItem.module.css';

export interface ListItemProps {
  entry: ListEntry;
  /** spec §3 padListType 1: the small picture goes on the left */
  picturesLeft?: boolean;
  /** the first pictures of a page are on the first screen */
  eager?: boolean;
}

export function ListItem({ entry, picturesLeft = false, eager = false }: ListItemProps) {
  const { item } = entry;
  const layout = listLayout(item);
  const picture = titlePicture(item);
  const title = <h3 className={styles.title}>{item.title}</h3>;

  let body;
  switch (layout) {
    case 'smallPicture':
      body = (
        <div className={`${styles.row} ${picturesLeft ? styles.pictureLeft : ''}`}>
          <div className={styles.text}>
            {title}
            <ItemFooter entry={entry} hasPicture />
          </div>
          <ListPicture url={picture!} shape="small" eager={eager}>
            <PictureBadge item={item} />
          </ListPicture>
        </div>
      );
      break;
    case 'bigPicture':
      body = (
        <>
          {title}
          <ListPicture url={picture!} shape="big" eager={eager}>
            <PictureBadge item={item} />
          </ListPicture>
          <ItemFooter entry={entry} hasPicture />
        </>
      );
      break;
    case 'threePictures':
      body = (
        <>
          {title}
          <div className={styles.strip}>
            {threePictures(item).map((url, index) => (
              <ListPicture key={url + index} url={url} shape="third" eager={eager}>
                {index === 2 && <PictureBadge item={item} />}
              </ListPicture>
            ))}
          </div>
          <ItemFooter entry={entry} hasPicture />
        </>
      );
      break;
    default:
      body = (
        <>
          {title}
          <ItemFooter entry={entry} hasPicture={false} />
        </>
      );
  }

  return (
    <li className={styles.item} data-layout={layout}>
      <ItemAnchor link={itemLink(item)} className={styles.link}>
        {body}
      </ItemAnchor>
    </li>
  );
}
