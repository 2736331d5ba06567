import { describe, expect, it } from 'vitest';
import type { CommentView } from './commentView';
import { addComment, removeComment } from './feed';

const comment = (id: number, extra: Partial<CommentView> = {}): CommentView => ({
  id,
  articleId: 1,
  source: 0,
  authorId: 7,
  author: 'a',
  text: `c${id}`,
  time: 0,
  when: '',
  likesText: '',
  repliesText: '',
  likes: 0,
  replyCount: 0,
  parentId: 0,
  official: false,
  pending: false,
  featured: false,
  pictures: [],
  firstReplies: [],
  moreReplies: false,
  ...extra,
});

describe('the comment feed (spec §4)', () => {
  const thread = comment(1, { replyCount: 1, firstReplies: [comment(2, { parentId: 1 })] });
  const feed = { hot: [thread], latest: [comment(3), thread] };

  it('a new comment goes at the head of the latest, once', () => {
    const next = addComment(feed, comment(9));
    expect(next.latest.map((c) => c.id)).toEqual([9, 3, 1]);
    expect(next.hot.map((c) => c.id)).toEqual([1]);
    expect(addComment(next, comment(9)).latest).toHaveLength(3);
  });

  it('a reply goes at the head of its parent’s replies, also when it answers a reply, in hot and latest', () => {
    const next = addComment(addComment(feed, comment(10, { parentId: 1 })), comment(11, { parentId: 2 }));
    for (const list of [next.hot, next.latest]) {
      const t = list.find((c) => c.id === 1)!;
      expect(t.firstReplies.map((r) => r.id)).toEqual([11, 10, 2]);
      expect(t.replyCount).toBe(3);
    }
  });

  it('a deleted comment or reply goes away, and its thread counts one less', () => {
    const next = removeComment(removeComment(feed, 3), 2);
    expect(next.latest.map((c) => c.id)).toEqual([1]);
    expect(next.latest[0]!.firstReplies).toEqual([]);
    expect(next.hot[0]!.replyCount).toBe(0);
  });
});
