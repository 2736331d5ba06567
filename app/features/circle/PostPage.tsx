// postDetail and friendsCircleDetail: one post with its circle, its actions and its comments (the comments area's,
// source 6). A post in a private circle the reader is not in shows the circle and how to get in. As a moment shared
// out of the circle (friendsCircleDetail), the page leads with where it comes from and offers the circle. What every
// visitor may not see (a private circle's post, a held or rejected one: no data) is read again as the signed-in
// reader after hydration: a member reads the post, its author their own post marked 审核中 or with the reason.
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useI18n } from '~/i18n/context';
import { href } from '~/lib/paths';
import { circlePath } from './circlePaths';
import type { PostPageData } from './loadPost.server';
import { PostActions } from './PostActions';
import { PostCard } from './PostCard';
import styles from './Circle.module.css';

export function PostPage({
  id,
  data,
  moment,
  foot,
}: {
  id: number;
  /** null: nothing every visitor may see (the page is a 404) */
  data: PostPageData | null;
  moment: boolean;
  foot?: React.ReactNode;
}) {
  const { t } = useI18n();
  // the reader's own read, for the post it was made for (the page may have moved on to another post meanwhile)
  const [asReader, setAsReader] = useState<{ id: number; data: PostPageData }>();
  useEffect(() => {
    if (data?.post) return;
    let current = true;
    import('./memberPost')
      .then((m) => m.readAsMember(id, t))
      .then((found) => current && found && setAsReader({ id, data: found }))
      // without the reader's own read the page stays as every visitor sees it
      .catch(() => undefined);
    return () => {
      current = false;
    };
    // `t` is the page's language, fixed for its life
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, data]);

  const shown = data?.post ? data : asReader?.id === id ? asReader.data : data;
  if (!shown)
    return (
      <div className={styles.page}>
        <h1 className={styles.missing}>{t('shell.notFoundTitle')}</h1>
        <p className={styles.empty}>{t('common.notFound')}</p>
        <p className={styles.bar}>
          <Link className={styles.button} to={href.home()}>
            {t('common.backHome')}
          </Link>
        </p>
      </div>
    );
  const { circle, post } = shown;
  return (
    <div className={styles.page}>
      <h1 className="visually-hidden">{t(moment ? 'circle.momentTitle' : 'circle.postTitle')}</h1>
      <p className={styles.bar}>
        <Link className={moment ? styles.button : styles.secondary} to={circlePath(circle.id)}>
          {moment ? t('circle.fromCircle', { name: circle.name }) : t('circle.backTo', { name: circle.name })}
        </Link>
      </p>
      {post ? (
        <>
          <PostCard
            post={post}
            linked={false}
            foot={post.state === 'public' && <PostActions post={post} circleName={circle.name} />}
          />
          {post.state === 'public' && <div id="comments">{foot}</div>}
        </>
      ) : (
        <p className={styles.empty}>{circle.closed ? t('circle.closed') : t('circle.lockedPost')}</p>
      )}
    </div>
  );
}
