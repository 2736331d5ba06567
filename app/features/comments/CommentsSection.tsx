import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useI18n } from '~/i18n/context';
import { href } from '~/lib/paths';
import type { CommentsView, CommentView } from './commentView';
import { CommentItem } from './CommentItem';
import { commentAllPath, replyAllPath } from './commentPaths';
import { parentFromFragment } from './drafts';
import { addComment, removeComment, type Feed } from './feed';
import { useMembersConversation } from './useMembersConversation';
import { loginPath, loginToBox, useMemberActions } from './useMemberActions';
import styles from './CommentsSection.module.css';

// the box, its drafts and uploads load on the first tap on "write" or "reply"
const CommentBox = lazy(() => import('./CommentBox'));

/** The reader's own: comments not in the page's lists (newest first) and the ids of those they deleted. */
interface Own {
  added: CommentView[];
  removed: number[];
}

const noOwn: Own = { added: [], removed: [] };

/** The page's lists with the reader's own put in (the newest at the head) and their deleted ones taken out. */
const withOwn = (lists: Feed, own: Own): Feed =>
  own.removed.reduce(removeComment, own.added.reduceRight(addComment, lists));

export interface BoxTarget {
  parentId: number;
  replyToName: string;
}

/**
 * A comment section (the foot of a content page, commentAll or replyAll): rendered in full on the server, alive
 * after its code arrives: the reader's own comments that are not public (waiting, rejected) join the lists, marked,
 * and reply, delete and report appear. A comment sent goes at the head of the list, a reply at the head of its
 * parent's replies.
 */
export default function CommentsSection({ view }: { view: CommentsView }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const location = useLocation();
  // what the reader did here, kept apart from the lists the page read: the page's data read again (a revalidation,
  // the next page of commentAll) keeps their own comments that are not public and the ones they sent or deleted
  const [own, setOwn] = useState<Own>(noOwn);
  const [box, setBox] = useState<BoxTarget | null>(null);
  const target = { articleId: view.articleId, source: view.source };
  const actions = useMemberActions({
    ...target,
    onUnpublished: (mine) => setOwn((o) => ({ ...o, added: [...o.added, ...mine] })),
    onRemoved: (id) => setOwn((o) => ({ ...o, removed: [...o.removed, id] })),
    onReply: (c) => setBox({ parentId: c.id, replyToName: c.author }),
    onLogin: () => navigate(loginPath(location, '')),
    canReply: view.open,
  });
  // a private circle's post: its members read what the public reads leave out
  const members = useMembersConversation(view);
  const count = members?.count ?? view.count;
  const feed = useMemo(() => {
    const latest = members
      ? [...view.latest, ...members.latest.filter((c) => !view.latest.some((v) => v.id === c.id))]
      : view.latest;
    return withOwn({ hot: view.hot, latest }, own);
  }, [view, own, members]);

  // back from the login page (or a reload of it): the box the reader was writing in opens again; so it does each
  // time the article's action bar asks for it (写评论: a new location with that fragment)
  useEffect(() => {
    const parentId = parentFromFragment(location.hash);
    if (view.open && parentId !== undefined) setBox({ parentId, replyToName: '' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [view.open, location.key]);

  // share mode offers no member-only control: the comments read, the way to take part is the app
  const memberActions = view.shareMode ? undefined : actions.render;
  const posted = (c: CommentView) => setOwn((o) => ({ ...o, added: [c, ...o.added] }));
  const isThread = view.kind === 'thread';
  const pageLink = (page: number) =>
    isThread
      ? replyAllPath(view.latest[0]?.id ?? 0, page)
      : commentAllPath(view.articleId, view.source, page);

  return (
    // `data-ready`: the section's code has arrived and its buttons answer (the server's HTML shows them before)
    <section
      className={styles.section}
      aria-labelledby="comments-heading"
      id="comments"
      data-ready={actions.alive || undefined}
    >
      <h2 className={styles.heading} id="comments-heading">
        {t(
          isThread ? 'comments.replyAllTitle' : view.kind === 'all' ? 'comments.allTitle' : 'comments.count',
          { count },
        )}
      </h2>
      {view.shareMode ? (
        <p className={styles.closed}>
          <Link to={href.downloadClient()}>{t('comments.inApp')}</Link>
        </p>
      ) : view.open ? (
        <>
          <button
            type="button"
            className={styles.write}
            onClick={() => setBox({ parentId: 0, replyToName: '' })}
            data-needs-script=""
          >
            {t('comments.write')}
          </button>
          {/* without JavaScript nobody is signed in here: the login page, back at the box (docs/no-javascript.md);
              a link for everyone would take a member tapping before the section is alive to the login page */}
          <noscript>
            <Link className={styles.write} to={loginToBox(location, 0)}>
              {t('comments.write')}
            </Link>
          </noscript>
        </>
      ) : (
        <p className={styles.closed}>{t('comments.closed')}</p>
      )}
      {box && (
        <Suspense fallback={<p className={styles.note}>{t('common.loading')}</p>}>
          <CommentBox
            key={box.parentId}
            target={{ ...target, ...box }}
            recordId={view.recordId ?? view.articleId}
            onPosted={posted}
            onClose={() => setBox(null)}
          />
        </Suspense>
      )}
      {feed.hot.length > 0 && (
        <>
          <h3 className={styles.subheading}>{t('comments.hot')}</h3>
          <ol className={styles.list}>
            {feed.hot.map((c) => (
              <CommentItem key={c.id} comment={c} actions={memberActions} />
            ))}
          </ol>
        </>
      )}
      {!isThread && (feed.latest.length > 0 || view.open) && (
        <h3 className={styles.subheading}>{t('comments.latest')}</h3>
      )}
      {feed.latest.length === 0 ? (
        // closed and empty: 评论已关闭 says it all; inviting the first comment would contradict it
        (isThread || view.open) && (
          <p className={styles.note}>{t(isThread ? 'comments.threadMissing' : 'comments.empty')}</p>
        )
      ) : (
        <ol className={styles.list}>
          {feed.latest.map((c) => (
            <CommentItem key={c.id} comment={c} actions={memberActions} />
          ))}
        </ol>
      )}
      {view.kind === 'foot' ? (
        // commentAll reads the public lists, which leave a members' conversation out
        feed.latest.length > 0 &&
        !view.membersOnly && (
          <Link className={styles.all} to={commentAllPath(view.articleId, view.source)}>
            {t('comments.all')}
          </Link>
        )
      ) : (
        <nav className={styles.pager} aria-label={t('comments.page', { n: view.page + 1 })}>
          {view.page > 0 && <Link to={pageLink(view.page - 1)}>{t('comments.previous')}</Link>}
          {view.hasMore && <Link to={pageLink(view.page + 1)}>{t('comments.next')}</Link>}
        </nav>
      )}
    </section>
  );
}
