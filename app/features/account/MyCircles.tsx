// 我的圈子 on the member's page: the circles they are in (or asked to join, 审核中) and their own posts, newest first,
// a held or rejected one marked so with the reason (docs/circle.md).
import { Link } from 'react-router';
import { useMemberRead } from '~/features/ui/member/useMemberRead';
import { useI18n } from '~/i18n/context';
import styles from './MemberAccount.module.css';

export function MyCircles() {
  const { t } = useI18n();
  const { state, retry } = useMemberRead('circle', async (api) => {
    const [circles, posts] = await Promise.all([api.myCircles(), api.myPosts(0)]);
    return { circles, posts: posts.posts };
  });
  // the page above already offers login to a visitor, and says it is loading
  if (state.kind === 'loading' || state.kind === 'visitor') return null;
  if (state.kind === 'failed')
    return (
      <p role="alert" className={styles.text}>
        {t('common.networkError')}{' '}
        <button type="button" className={styles.textButton} onClick={retry}>
          {t('common.retry')}
        </button>
      </p>
    );
  const { circles, posts } = state.data;
  return (
    <>
      <section className={styles.courses} aria-labelledby="my-circles">
        <h2 id="my-circles" className={styles.heading}>
          {t('circle.myCircles')}
        </h2>
        {circles.length === 0 ? (
          <p className={styles.text}>{t('circle.noCircles')}</p>
        ) : (
          <ul className={styles.courseList}>
            {circles.map((circle) => (
              <li key={circle.id}>
                <Link to={`/circleDetail/${circle.id}.html`}>{circle.name}</Link>
                {circle.standing.state === 'asked' && (
                  <span className={styles.text}>{t('circle.asked')}</span>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      {posts.length > 0 && (
        <section className={styles.courses} aria-labelledby="my-circle-posts">
          <h2 id="my-circle-posts" className={styles.heading}>
            {t('circle.myPosts')}
          </h2>
          <ul className={styles.courseList}>
            {posts.map((post) => (
              <li key={post.id}>
                {post.state === 'public' ? (
                  <Link to={`/postDetail/${post.id}.html`}>{post.text}</Link>
                ) : (
                  <span>{post.text}</span>
                )}
                {post.state === 'held' && <span className={styles.text}>{t('circle.held')}</span>}
                {post.state === 'rejected' && (
                  <span className={styles.text}>
                    {post.reason
                      ? t('circle.rejected', { reason: post.reason })
                      : t('circle.rejectedNoReason')}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
