// The lists a comment section holds once it is alive: a new comment goes at the head of the list, a reply at the head
// of its parent's replies (spec §4), a deleted one goes away. Pure, so the rules are tested without a page.
import type { CommentView } from './commentView';

export interface Feed {
  hot: CommentView[];
  latest: CommentView[];
}

const has = (list: CommentView[], id: number) => list.some((c) => c.id === id);

/** The thread a reply belongs to: the comment it answers, or the thread that holds the reply it answers. */
function inThread(thread: CommentView, parentId: number): boolean {
  return thread.id === parentId || has(thread.firstReplies, parentId);
}

function addTo(list: CommentView[], c: CommentView): CommentView[] {
  if (c.parentId === 0) return has(list, c.id) ? list : [c, ...list];
  return list.map((thread) =>
    inThread(thread, c.parentId) && !has(thread.firstReplies, c.id)
      ? { ...thread, firstReplies: [c, ...thread.firstReplies], replyCount: thread.replyCount + 1 }
      : thread,
  );
}

export function addComment(feed: Feed, c: CommentView): Feed {
  // a new top-level comment is not hot yet; a reply joins its thread wherever the thread is shown
  return { hot: c.parentId === 0 ? feed.hot : addTo(feed.hot, c), latest: addTo(feed.latest, c) };
}

function removeFrom(list: CommentView[], id: number): CommentView[] {
  return list
    .filter((c) => c.id !== id)
    .map((thread) =>
      has(thread.firstReplies, id)
        ? {
            ...thread,
            firstReplies: thread.firstReplies.filter((r) => r.id !== id),
            replyCount: Math.max(0, thread.replyCount - 1),
          }
        : thread,
    );
}

export function removeComment(feed: Feed, id: number): Feed {
  return { hot: removeFrom(feed.hot, id), latest: removeFrom(feed.latest, id) };
}
