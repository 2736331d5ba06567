import { useEffect, useState } from 'react';
import { formatCount } from '~/lib/count';
import type { CommentSource } from '~/api/comments/entities';
import { useI18n } from '~/i18n/context';
import { href } from '~/lib/paths';
import { platform } from '~/platform/platform';
import { commentsApi } from './commentsClient';
import type { CommentView } from './commentView';
import { boxFragment } from './drafts';

/** The login page, coming back to this page (at the box for `parentId`, or at `fragment`). */
export function loginPath(location: { pathname: string; search: string }, fragment: string): string {
  return href.login(`${location.pathname}${location.search}${fragment ? `#${fragment}` : ''}`);
}

export const loginToBox = (location: { pathname: string; search: string }, parentId: number) =>
  loginPath(location, boxFragment(parentId));

/**
 * What the reader may do with each comment once the section is alive: like a public one (once, a visitor is asked to
 * sign in), reply (where comments are open), delete their own (after a confirm), report someone else's. On arrival the member's own comments that are not public (waiting
 * for review, or rejected with the newsroom's reason) are read and handed to `onUnpublished`, so their author alone
 * sees them, marked.
 */
export function useMemberActions(options: {
  articleId: number;
  source: CommentSource;
  canReply: boolean;
  onUnpublished: (mine: CommentView[]) => void;
  onRemoved: (id: number) => void;
  onReply: (c: CommentView) => void;
  onLogin: () => void;
}) {
  const { t } = useI18n();
  const [alive, setAlive] = useState(false);
  const [memberId, setMemberId] = useState<string>();
  // the comments this member liked, with their likes as the publisher last answered (the lists are a few seconds old)
  const [liked, setLiked] = useState<ReadonlyMap<number, number>>(new Map());
  const { articleId, source, onUnpublished } = options;

  useEffect(() => {
    setAlive(true);
    let cancelled = false;
    void commentsApi()
      .then(async (api) => {
        const id = api.memberId();
        if (cancelled || !id) return;
        setMemberId(id);
        void api
          .myLikes({ articleId, source })
          .then((likes) => !cancelled && setLiked(new Map(likes.map((l) => [l.id, l.likes]))))
          .catch(() => undefined);
        const mine = await api.myUnpublished({ articleId, source });
        if (!cancelled && mine.length > 0)
          onUnpublished(
            mine.map((c) => ({ ...c, when: '', likesText: '', repliesText: '', firstReplies: [] })),
          );
      })
      .catch(() => {
        // without the member's waiting comments the lists are still right for everyone else
      });
    return () => {
      cancelled = true;
    };
    // onUnpublished is the section's setter wrapper: read once per article
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [articleId, source]);

  async function remove(c: CommentView) {
    if (!window.confirm(t('comments.deleteConfirm'))) return;
    try {
      const outcome = await (await commentsApi()).remove(c.id);
      if (outcome === 'notOwn') throw new Error(outcome);
      options.onRemoved(c.id);
      platform().toast(t('comments.deleted'));
    } catch {
      platform().toast(t('comments.failed'));
    }
  }

  async function report(c: CommentView) {
    if (!memberId) return options.onLogin();
    if (!window.confirm(t('comments.reportConfirm'))) return;
    try {
      await (await commentsApi()).report({ id: c.id, reason: '', type: 0 });
      platform().toast(t('comments.reported'));
    } catch {
      platform().toast(t('comments.failed'));
    }
  }

  /** Optimistic: the button turns at once; the publisher's count follows, a refusal puts it back with a notice. */
  async function like(c: CommentView) {
    if (!memberId) return options.onLogin();
    if (liked.has(c.id)) return;
    const before = liked;
    setLiked(new Map(liked).set(c.id, c.likes + 1));
    try {
      const count = await (await commentsApi()).like(c.id);
      setLiked((now) => new Map(now).set(c.id, count ?? c.likes + 1));
    } catch {
      setLiked(before);
      platform().toast(t('comments.failed'));
    }
  }

  const render = alive
    ? (c: CommentView) => {
        const own = memberId !== undefined && String(c.authorId) === memberId;
        const likes = liked.get(c.id) ?? c.likes;
        return (
          <>
            {/* only a public comment is liked: nobody else sees the others */}
            {!c.pending && !c.rejected && (
              <button type="button" aria-pressed={liked.has(c.id)} onClick={() => void like(c)}>
                {t(liked.has(c.id) ? 'comments.liked' : 'comments.like')}
                {likes > 0 && ` ${formatCount(likes)}`}
              </button>
            )}
            {/* nobody else sees a comment that is not public: there is nothing to reply to */}
            {options.canReply && !c.pending && !c.rejected && (
              <button type="button" onClick={() => options.onReply(c)}>
                {t('comments.reply')}
              </button>
            )}
            {own ? (
              <button type="button" onClick={() => void remove(c)}>
                {t('comments.delete')}
              </button>
            ) : (
              !c.official && (
                <button type="button" onClick={() => void report(c)}>
                  {t('comments.report')}
                </button>
              )
            )}
          </>
        );
      }
    : undefined;

  return { render, alive };
}
