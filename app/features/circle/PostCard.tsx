import { Link } from 'react-router';
import { useI18n } from '~/i18n/context';
import { href } from '~/lib/paths';
import { postPath } from './circlePaths';
import type { PostView } from './postView';
import styles from './Circle.module.css';

/**
 * One post: its author (to their page), time, text (plain text, never HTML), up to nine pictures in a grid that the
 * gallery viewer opens on a tap (data-gallery-links), or its video; a held or rejected one says so (only its author is
 * sent those). In a list the text opens the post's page (`linked`); `foot` is the row of counts or actions.
 */
export function PostCard({
  post,
  linked,
  foot,
}: {
  post: PostView;
  linked: boolean;
  foot?: React.ReactNode;
}) {
  const { t } = useI18n();
  const name = post.author.nickname || String(post.author.id);
  return (
    <article className={styles.post} data-post={post.id} data-state={post.state}>
      <header className={styles.author}>
        {post.author.id > 0 ? (
          <Link className={styles.authorLink} to={href.userDetail(post.author.id)}>
            {post.author.avatar && (
              <img className={styles.avatar} src={post.author.avatar} alt="" width="36" height="36" />
            )}
            <span className={styles.name}>{name}</span>
          </Link>
        ) : (
          <span className={styles.name}>{name}</span>
        )}
        <span className={styles.when}>{post.when}</span>
        {post.pinned && <span className={styles.badge}>{t('circle.pinned')}</span>}
      </header>
      {post.state === 'held' && (
        <p className={styles.held} role="status">
          {t('circle.held')}
        </p>
      )}
      {post.state === 'rejected' && (
        <p className={styles.rejected} role="status">
          {post.reason ? t('circle.rejected', { reason: post.reason }) : t('circle.rejectedNoReason')}
        </p>
      )}
      {linked ? (
        <Link className={styles.text} to={postPath(post.id)}>
          {post.text}
        </Link>
      ) : (
        <p className={styles.text}>{post.text}</p>
      )}
      {post.pictures.length > 0 && (
        // data-gallery-links: a tap opens the set in the gallery viewer; without JavaScript the link opens the picture
        <div className={post.pictures.length === 1 ? styles.one : styles.grid} data-gallery-links>
          {post.pictures.map((p, i) => (
            <a key={`${p.url}-${i}`} className={styles.pictureLink} href={p.url}>
              <img
                className={styles.picture}
                src={p.url}
                alt={`${t('circle.pictures')} ${i + 1}/${post.pictures.length}`}
                loading="lazy"
                decoding="async"
                width="300"
                height="300"
              />
            </a>
          ))}
        </div>
      )}
      {post.video && (
        // reader films carry no caption track
        <video
          className={styles.video}
          src={post.video.url}
          poster={post.video.poster}
          controls
          preload="none"
          playsInline
        />
      )}
      {foot}
    </article>
  );
}

/** A list's row of counts: likes and comments, both opening the post. */
export function PostCounts({ post }: { post: PostView }) {
  const { t } = useI18n();
  return (
    <footer className={styles.counts}>
      <Link className={styles.count} to={postPath(post.id)}>
        {t('circle.likes', { count: post.likesText })}
      </Link>
      <Link className={styles.count} to={`${postPath(post.id)}#comments`}>
        {t('circle.comments', { count: post.commentsText })}
      </Link>
    </footer>
  );
}
