import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { pictureUrl } from '~/features/lists/pictureUrl';
import { useI18n } from '~/i18n/context';
import { replyAllPath } from './commentPaths';
import type { CommentView } from './commentView';
import { CommentText } from './CommentText';
import styles from './CommentItem.module.css';

/**
 * One comment: who (official label, the review marker on the reader's own waiting comment, or the rejected one's
 * with the newsroom's reason under the text), the text, pictures, when and likes, the reader's actions once the page
 * is alive, then its first replies and the way to the thread.
 */
export function CommentItem({
  comment: c,
  actions,
}: {
  comment: CommentView;
  actions?: (comment: CommentView) => ReactNode;
}) {
  const { t } = useI18n();
  const pictures = c.pictures.flatMap((url) => pictureUrl(url) ?? []);
  return (
    <li className={styles.item} id={`comment-${c.id}`}>
      <p className={styles.who}>
        <Avatar src={c.avatar} name={c.author} />
        <span className={styles.name}>{c.author}</span>
        {c.official && (
          <span className={styles.official}>
            {t(c.parentId ? 'comments.officialReply' : 'comments.official')}
          </span>
        )}
        {c.pending && <span className={styles.pending}>{t('comments.pending')}</span>}
        {c.rejected && <span className={styles.rejected}>{t('comments.rejected')}</span>}
      </p>
      <p className={styles.text}>
        {c.replyTo && (
          <span className={styles.replyTo}>{t('comments.replyTo', { name: c.replyTo.author })}</span>
        )}
        <CommentText text={c.text} />
      </p>
      {c.rejected?.reason && (
        <p className={styles.rejectReason}>{t('comments.rejectReason', { reason: c.rejected.reason })}</p>
      )}
      {pictures.length > 0 && (
        // a link to the full picture, which the gallery viewer (the idle shell's) opens in place once it is there
        <ul className={styles.pictures} data-gallery-links="">
          {pictures.map((src, i) => (
            <li key={src}>
              <a href={src}>
                <img
                  src={src}
                  alt={t('comments.picture', { n: i + 1 })}
                  width="96"
                  height="96"
                  loading="lazy"
                  decoding="async"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      <p className={styles.meta}>
        {c.when && <span>{c.when}</span>}
        {/* once the section is alive the like button shows the count */}
        {!actions && c.likesText && <span>{t('comments.likes', { count: c.likesText })}</span>}
        {actions?.(c)}
      </p>
      {c.firstReplies.length > 0 && (
        <ol className={styles.replies}>
          {c.firstReplies.map((reply) => (
            <CommentItem key={reply.id} comment={reply} actions={actions} />
          ))}
        </ol>
      )}
      {c.moreReplies && (
        <Link className={styles.more} to={replyAllPath(c.id)}>
          {t('comments.moreReplies', { count: c.repliesText })}
        </Link>
      )}
    </li>
  );
}

/**
 * The commenter's avatar from the publisher (checked), else their initial in a disc of the same size: sized before it
 * loads, so nothing moves. Decorative: the name beside it says who.
 */
function Avatar({ src, name }: { src?: string; name: string }) {
  const url = pictureUrl(src);
  if (url)
    return (
      <img className={styles.avatar} src={url} alt="" width="32" height="32" loading="lazy" decoding="async" />
    );
  return (
    <span className={styles.avatar} aria-hidden="true">
      {Array.from(name.trim())[0] ?? ''}
    </span>
  );
}
