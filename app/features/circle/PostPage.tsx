// postDetail and friendsCircleDetail: one post with its circle, its actions and its comments (the comments area's,
// source 6). A post in a private circle the reader is not in shows the circle and how to get in. As a moment shared
// out of the circle (friendsCircleDetail), the page leads with where it comes from and offers the circle.
import { Link } from 'react-router';
import { useI18n } from '~/i18n/context';
import { circlePath } from './circlePaths';
import type { PostPageData } from './loadPost.server';
import { PostActions } from './PostActions';
import { PostCard } from './PostCard';
import styles from './Circle.module.css';

export function PostPage({
  data,
  moment,
  foot,
}: {
  data: PostPageData;
  moment: boolean;
  foot?: React.ReactNode;
}) {
  const { t } = useI18n();
  const { circle, post } = data;
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
          <PostCard post={post} linked={false} foot={<PostActions post={post} circleName={circle.name} />} />
          <div id="comments">{foot}</div>
        </>
      ) : (
        <p className={styles.empty}>{circle.closed ? t('circle.closed') : t('circle.lockedPost')}</p>
      )}
    </div>
  );
}
