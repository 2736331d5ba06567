// The publisher's answers (fixtures, checked against it by its contract test) and what other deployments send.
import { describe, expect, test } from 'vitest';
import delMyDiscuss from './fixtures/delMyDiscuss.json';
import discuss from './fixtures/discuss.json';
import discussCount from './fixtures/discussCount.json';
import discussReply from './fixtures/discussReply.json';
import discussUpload from './fixtures/discussUpload.json';
import discussView from './fixtures/discussView.json';
import discussViewMember from './fixtures/discussViewMember.json';
import myDiscuss from './fixtures/myDiscuss.json';
import myDiscussMember from './fixtures/myDiscuss.member.json';
import {
  parseComment,
  parseCommentCount,
  parseCommentList,
  parseCommentPage,
  parseCommentThread,
  parseDeleteOutcome,
  parseMyComments,
  parsePosted,
  parseUploaded,
} from './parse';

describe('comments', () => {
  test('a page of comments with their first replies, official ones and whom a reply answers', () => {
    const page = parseCommentPage(discussView);
    expect(page).toMatchObject({ total: 1, hasMore: false });
    const [first] = page.comments;
    expect(first).toMatchObject({ id: 800101, author: '山间小溪', likes: 12, replyCount: 3, pending: false });
    expect(first!.time).toBe(Date.UTC(2026, 10, 20, 1, 30, 12));
    expect(first!.moreReplies).toBe(true);
    expect(first!.firstReplies[0]).toMatchObject({
      official: true,
      replyTo: { author: '老街坊', text: '请问具体的办理时间是什么时候？' },
    });
  });

  test("a member's read of the latest (a private circle's post) is a page of comments like the public one", () => {
    const page = parseCommentPage(discussViewMember);
    expect(page.comments[0]).toMatchObject({ id: 800101, author: '山间小溪', replyCount: 3 });
    expect(parseCommentPage({ list: 'x', totalCount: -1 })).toMatchObject({ comments: [], hasMore: false });
  });

  test('a thread, the count, a posted comment waiting for review, the delete outcomes', () => {
    const thread = parseCommentThread(discussReply);
    expect(thread.main?.id).toBe(800101);
    expect(thread.comments).toHaveLength(1);
    expect(parseCommentThread({ main: {}, list: [] }).main).toBeNull();
    expect(parseCommentCount(discussCount)).toBe(4);
    expect(parsePosted(discuss)).toMatchObject({ text: '契约评论', pending: true });
    expect(parsePosted({ value: 'true' })).toBeUndefined();
    expect(parseDeleteOutcome(delMyDiscuss)).toBe('deleted');
    expect(parseDeleteOutcome({ status: '1', message: '只能删除自己的评论' })).toBe('notOwn');
    expect(parseDeleteOutcome({ status: 2 })).toBe('missing');
  });

  test('myDiscuss: the member’s own comments that are not public, waiting or rejected with the reason', () => {
    const [rejected, waiting] = parseCommentList(myDiscuss);
    expect(rejected).toMatchObject({ id: 800201, pending: false, rejected: { reason: '含有广告信息' } });
    expect(waiting).toMatchObject({ id: 800200, pending: true });
    expect(waiting).not.toHaveProperty('rejected');
    // rejected without the newsroom's words; a public comment is neither
    expect(parseComment({ id: 1, discussStatus: '2' })!.rejected).toEqual({ reason: '' });
    expect(parseComment({ id: 1, discussStatus: 1 })).toMatchObject({ pending: false });
    expect(parseComment({ id: 1, discussStatus: 1 })).not.toHaveProperty('rejected');
  });

  test('myDiscuss on the member’s page: each comment as it stands, with the thing it was said on', () => {
    const [passed, rejected, waiting] = parseMyComments(myDiscussMember);
    expect(passed).toMatchObject({
      saidOn: 0,
      title: '青岚湖畔春来早',
      comment: { id: 800203, articleId: 10002, pending: false, text: '写得好' },
    });
    expect(passed!.comment).not.toHaveProperty('rejected');
    expect(rejected).toMatchObject({ comment: { rejected: { reason: '含有广告信息' } } });
    expect(waiting).toMatchObject({ saidOn: 1, title: '', comment: { pending: true, source: 1 } });
    // a circle post's comment keeps its own source, which the comment's source does not carry
    expect(parseMyComments({ list: [{ id: 5, articleID: 9, sourceType: 6 }] })[0]?.saidOn).toBe(6);
  });

  test('myDiscuss on the member’s page, broken: no id or thing is left out, junk is no list', () => {
    expect(
      parseMyComments({ list: [{ id: 5 }, { articleID: 9 }, null, 'x', { id: 6, articleID: 9 }] }),
    ).toHaveLength(1);
    expect(parseMyComments('empty')).toEqual([]);
    expect(parseMyComments({ list: { id: 1 } })).toEqual([]);
    expect(parseMyComments([{ id: '7', articleID: '8', rootTitle: 3 }])[0]).toMatchObject({
      comment: { id: 7, articleId: 8 },
      title: '3',
    });
  });

  test('Founder deployments: string numbers, no review status (public), bare lists, odd values', () => {
    const c = parseComment({
      id: '4639',
      articleID: '3867',
      userID: '152',
      userName: '用户108',
      content: '<b>不是HTML</b>',
      created: '2020-04-26 10:53:30.0',
      countDiscuss: '0',
      countPraise: '-3',
      attachments: ['https://img.example/a.jpg', { url: 'https://img.example/b.jpg' }, { x: 1 }],
    });
    expect(c).toMatchObject({ id: 4639, pending: false, likes: 0, text: '<b>不是HTML</b>' });
    expect(c!.pictures).toEqual(['https://img.example/a.jpg', 'https://img.example/b.jpg']);
    expect(parseComment({ content: 'no id' })).toBeUndefined();
    expect(parseCommentPage('empty')).toEqual({ comments: [], total: 0, hasMore: false });
    expect(parseCommentPage([{ id: 1 }]).comments).toHaveLength(1);
    expect(parseCommentCount(null)).toBe(0);
  });

  test('an uploaded picture: its id for discuss and its address; an answer without them is no picture', () => {
    expect(parseUploaded(discussUpload)).toEqual({
      id: 100000001,
      url: 'http://127.0.0.1:8080/pic/uploads/3f0c5b9a2e81d4c67a10b2e9.jpg',
    });
    expect(parseUploaded({ picId: '7', picUrl: 'https://a/b.jpg' })).toEqual({
      id: 7,
      url: 'https://a/b.jpg',
    });
    expect(parseUploaded({ value: 'true' })).toBeUndefined();
  });
});
