import { ArticleType, type ArticleSummary } from '~/api/lists/entities';
import { useI18n } from '~/i18n/context';
import type { ListEntry } from './listEntry';
import { liveStatusKey } from './liveStatus';
import styles from './ItemFooter.module.css';

/** The kind of item, when the picture cannot say it (no picture, or a kind without a picture badge). */
function useTypeTag(item: ArticleSummary, hasPicture: boolean): string | undefined {
  const { t } = useI18n();
  switch (item.type) {
    case ArticleType.topic:
      return t('lists.badge.topic');
    case ArticleType.link:
      return t('lists.badge.link');
    case ArticleType.h5:
      return t('lists.badge.h5');
    case ArticleType.video:
      return hasPicture ? undefined : t('lists.badge.video');
    case ArticleType.gallery:
      return hasPicture ? undefined : t('lists.badge.gallery');
    case ArticleType.live:
      return hasPicture || item.liveStatus === undefined ? undefined : t(liveStatusKey(item.liveStatus));
    default:
      return undefined;
  }
}

export function ItemFooter({ entry, hasPicture }: { entry: ListEntry; hasPicture: boolean }) {
  const { t } = useI18n();
  const { item } = entry;
  const tag = useTypeTag(item, hasPicture);
  return (
    <p className={styles.footer}>
      {tag && <span className={styles.tag}>{tag}</span>}
      {item.mark && <span className={styles.tag}>{item.mark}</span>}
      {item.source && <span className={styles.source}>{item.source}</span>}
      {entry.time && <span>{entry.time}</span>}
      {entry.reads && <span>{t('lists.reads', { count: entry.reads })}</span>}
      {entry.comments && <span>{t('lists.comments', { count: entry.comments })}</span>}
    </p>
  );
}
