import { describe, expect, it } from 'vitest';
import detail from './fixtures/circleDetail.json';
import join from './fixtures/circleJoin.json';
import list from './fixtures/circleList.json';
import notice from './fixtures/circleNoticeDetail.json';
import made from './fixtures/circlePost.json';
import postDetail from './fixtures/circlePostDetail.json';
import posts from './fixtures/circlePostList.json';
import praise from './fixtures/circlePostPraise.json';
import memberView from './fixtures/circleMemberView.json';
import mine from './fixtures/myCircles.json';
import {
  parseCircleDetail,
  parseCircles,
  parseLiked,
  parseMadePost,
  parseMemberCircles,
  parseMyCircles,
  parseNotice,
  parsePost,
  parsePostDetail,
  parsePostPage,
  parseStanding,
} from './parse';

describe('circle parsers', () => {
  it('circleList: each circle public or private with its counts', () => {
    const { circles, hasMore } = parseCircles(list);
    expect(hasMore).toBe(false);
    expect(circles.map((c) => [c.name, c.isPrivate, c.keepersOnly, c.closed])).toEqual([
      ['契约圈子', false, false, false],
      ['契约私密圈', true, false, false],
    ]);
    expect(circles[0]).toMatchObject({ id: 820034, cover: list.list[0]!.picUrl, members: 1, posts: 2 });
  });

  it('circleDetail: keepers, notices and the reader standing', () => {
    const circle = parseCircleDetail(detail)!;
    expect(circle.keepers).toEqual([{ id: 1036, nickname: '测试圈主' }]);
    expect(circle.notices.map((n) => [n.title, n.pinned])).toEqual([['契约公告', true]]);
    expect(circle.standing).toEqual({ state: 'member', keeper: false, canPost: true });
    expect(parseStanding(join)).toEqual({ state: 'asked', keeper: false, canPost: false });
  });

  it('circlePostList: pinned first, pictures, likes, the reader like', () => {
    const page = parsePostPage(posts);
    expect(page.locked).toBe(false);
    expect(page.posts.map((p) => [p.text, p.pinned, p.pictures.length, p.liked, p.state])).toEqual([
      ['置顶帖', true, 2, true, 'public'],
      ['契约帖子', false, 1, false, 'public'],
    ]);
    expect(page.posts[0]!.author).toEqual({ id: 1036, nickname: '测试圈主' });
  });

  it('circlePostDetail, circlePost, praise, notice and my circles', () => {
    const d = parsePostDetail(postDetail)!;
    expect([d.circle.name, d.post?.text, d.post?.likes]).toEqual(['契约圈子', '置顶帖', 2]);
    expect(parseMadePost(made)?.text).toBe('契约帖子');
    expect(parseLiked(praise)).toEqual({ likes: 2, liked: true });
    expect(parseNotice(notice)).toMatchObject({
      title: '契约公告',
      html: '<p>公告正文</p>',
      circleName: '契约圈子',
    });
    expect(parseMyCircles(mine).map((c) => c.standing.state)).toEqual(['asked', 'member']);
  });

  it('broken input: empty, locked, strings for numbers, hostile addresses, too many pictures', () => {
    expect(parseCircleDetail('empty')).toBeNull();
    expect(parseCircleDetail({ name: 'x' })).toBeNull();
    expect(parsePostDetail('empty')).toBeNull();
    expect(parseNotice(null)).toBeNull();
    expect(parsePostPage('empty')).toEqual({ posts: [], hasMore: false, locked: true });
    const locked = parsePostDetail({ locked: 1, circle: { circleID: '5', name: '私' } })!;
    expect([locked.circle.id, locked.post]).toEqual([5, undefined]);
    const post = parsePost({
      postID: '7',
      userID: '9',
      nickname: 'A',
      head: 'javascript:alert(1)',
      content: '<b>x</b>',
      postStatus: '2',
      rejectReason: ' 广告 ',
      createTime: '2025-05-20 10:01:00.0',
      attachments: [
        ...Array.from({ length: 12 }, (_, i) => ({ type: '1', url: `https://p.test/${i}.jpg` })),
        { type: 1, url: 'data:image/png;base64,AAAA' },
        { type: 2, url: 'https://p.test/v.mp4', duration: '8', poster: 'ftp://x' },
        { type: 9, url: 'https://p.test/odd' },
      ],
    })!;
    expect(post.author).toEqual({ id: 9, nickname: 'A' });
    expect(post.text).toBe('<b>x</b>');
    expect([post.state, post.reason]).toEqual(['rejected', '广告']);
    expect(post.pictures).toHaveLength(9);
    expect(post.video).toEqual({ kind: 'video', url: 'https://p.test/v.mp4', seconds: 8 });
    expect(post.at).toBe(Date.parse('2025-05-20T10:01:00+08:00'));
    expect(parseStanding({ state: 1, canPost: 1 }).canPost).toBe(false);
  });

  it("circleMemberView: a member's public circles and posts; broken answers are a member in no circle", () => {
    const view = parseMemberCircles(memberView);
    expect(view.circles.map((c) => [c.name, c.isPrivate])).toEqual([['契约圈子', false]]);
    expect(view.posts.map((p) => [p.text, p.pictures.length, p.state])).toEqual([['契约帖子', 1, 'public']]);
    expect(view.hasMore).toBe(false);
    expect(parseMemberCircles('empty')).toEqual({ circles: [], posts: [], hasMore: false });
    expect(
      parseMemberCircles({ circles: [{ name: '无号' }], list: [{ content: 'x' }], hasMore: '1' }),
    ).toEqual({
      circles: [],
      posts: [],
      hasMore: true,
    });
  });
});
