// circleDetail: a circle's face (cover, name, summary, keepers, counts), the notice bar, joining, the 最新/最热 tabs
// of posts 20 a page (pinned first), and 发帖 for members. Everything a visitor sees is in the server HTML (tabs and
// pages are links); the reader's standing, own posts and the form come after hydration.
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useI18n } from '~/i18n/context';
import { circlePath, noticePath } from './circlePaths';
import type { CirclePageData } from './loadCircle.server';
import { JoinBar } from './JoinBar';
import { PostCard, PostCounts } from './PostCard';
import type { PostView } from './postView';
import { useCircleReader } from './useCircleReader';
import styles from './Circle.module.css';

const ComposeForm = lazy(() => import('./ComposeForm'));

export function CirclePage({ data }: { data: CirclePageData }) {
  const { t } = useI18n();
  const { circle, tab, page } = data;
  const { reader, setReader, posts: mine, setPosts } = useCircleReader(circle.id, tab, page);
  const [composing, setComposing] = useState(false);
  const shown = mine ?? { posts: data.posts, hasMore: data.hasMore, locked: data.locked };
  const [notice] = circle.notices;
  const keepers = circle.keepers.map((k) => k.nickname).join('、');

  const posted = (post: PostView) =>
    setPosts({ ...shown, posts: [post, ...shown.posts.filter((p) => p.id !== post.id)] });

  return (
    <div className={styles.page}>
      <header className={styles.head}>
        {circle.cover ? (
          <img className={styles.cover} src={circle.cover} alt="" width="70" height="70" />
        ) : (
          <span className={styles.cover} aria-hidden="true" />
        )}
        <div>
          <h1 className={styles.title}>{circle.name}</h1>
          <p className={styles.facts}>
            {circle.isPrivate && <span>{t('circle.private')}</span>}
            <span>{t('circle.members', { count: circle.members })}</span>
            <span>{t('circle.postCount', { count: circle.posts })}</span>
          </p>
          {keepers && (
            <p className={styles.facts}>
              {t('circle.keepers')}: {keepers}
            </p>
          )}
        </div>
        {circle.summary && <p className={styles.summary}>{circle.summary}</p>}
      </header>
      <JoinBar
        circle={circle}
        reader={reader}
        onStanding={(standing) => {
          setReader({ kind: 'member', standing });
          if (standing.state !== 'asked') setComposing(false);
        }}
        onCompose={() => setComposing(true)}
      />
      {notice && (
        <Link className={styles.notice} to={noticePath(notice.id)}>
          <span className={styles.noticeLabel}>{t('circle.notice')}</span>
          <span className={styles.noticeText}>{notice.title}</span>
        </Link>
      )}
      {composing && (
        <Suspense fallback={<p role="status">{t('common.loading')}</p>}>
          <ComposeForm circleId={circle.id} onPosted={posted} onClose={() => setComposing(false)} />
        </Suspense>
      )}
      <nav className={styles.tabs} aria-label={t('circle.postsHeading')}>
        {(['new', 'hot'] as const).map((name) => (
          <Link
            key={name}
            className={styles.tab}
            to={circlePath(circle.id, name)}
            aria-current={name === tab ? 'page' : undefined}
            replace
          >
            {t(name === 'new' ? 'circle.tabNew' : 'circle.tabHot')}
          </Link>
        ))}
      </nav>
      <section aria-label={t('circle.postsHeading')} data-posts={tab}>
        {circle.closed ? (
          <p className={styles.empty}>{t('circle.closed')}</p>
        ) : shown.locked ? (
          <p className={styles.empty}>{t('circle.locked')}</p>
        ) : shown.posts.length === 0 ? (
          <p className={styles.empty}>{t('circle.noPosts')}</p>
        ) : (
          shown.posts.map((post) => (
            <PostCard key={post.id} post={post} linked foot={<PostCounts post={post} />} />
          ))
        )}
      </section>
      {(page > 0 || shown.hasMore) && (
        <nav className={styles.pager} aria-label={t('circle.postsHeading')}>
          {page > 0 ? (
            <Link className={styles.secondary} to={circlePath(circle.id, tab, page - 1)}>
              {t('circle.prevPage')}
            </Link>
          ) : (
            <span />
          )}
          {shown.hasMore && (
            <Link className={styles.secondary} to={circlePath(circle.id, tab, page + 1)}>
              {t('circle.nextPage')}
            </Link>
          )}
        </nav>
      )}
    </div>
  );
}
