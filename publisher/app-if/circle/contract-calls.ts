import type { AreaContractCalls } from '../../every-operation.ts';
import { createCircle, createMember, uploadedPicture } from '../../test-support.ts';

/**
 * A member joins a public circle with a notice and a pinned post, posts with a picture, likes, reports a post and
 * reads the circle, its lists, the post, the notice and their own circles and posts; asks to join a private one; then
 * deletes their post and leaves. As the keeper of a private circle they decide a request to join, pin a post, write
 * a notice and remove the post.
 */
export const circleContractCalls: AreaContractCalls = async (c) => {
  const signIn = async (phone: string) => {
    await createMember(c.pub, { phone, password: 'contract-1' });
    await c.sso('sendCode', { phone, type: 'login' });
    const member = await c.sso('loginByPhone', { phone, code: await c.lastCode(phone), devid: 'contract' });
    return { uid: Number(member.uid), token: String(member.accessToken) };
  };
  const { uid, token } = await signIn('13700001471');
  const { circleId, postIds, noticeIds } = await createCircle(c.pub, {
    name: '契约圈子',
    notices: [{ title: '契约公告', content: '<p>公告正文</p>' }],
    posts: [
      { content: '置顶帖', pictures: 2, likes: 1, pinned: 1, hoursAgo: 2 },
      { content: '普通帖', pictures: 1, hoursAgo: 1 },
    ],
  });
  const secret = await createCircle(c.pub, { name: '契约私密圈', isPrivate: 1 });
  await c.app('circleList', { page: 0 }, { token: c.token });
  await c.app('circleJoin', { circleID: circleId, userID: uid }, { token, method: 'POST' });
  await c.app('circleJoin', { circleID: secret.circleId, userID: uid }, { token, method: 'POST' });
  await c.app('circleDetail', { circleID: circleId, userID: uid }, { token });
  const picture = await uploadedPicture(c.pub, { uid, token });
  const { post } = (await c.app(
    'circlePost',
    {
      circleID: circleId,
      userID: uid,
      content: '契约帖子',
      pics: String(picture.picID),
      requestKey: 'contract-post-1',
    },
    { token, method: 'POST' },
  )) as { post: { postID: number } };
  await c.app('circlePostPraise', { postID: postIds[0]!, userID: uid }, { token, method: 'POST' });
  await c.app('circlePostExpose', { postID: postIds[1]!, userID: uid, type: 1 }, { token, method: 'POST' });
  await c.app('circlePostList', { circleID: circleId, listType: 1, page: 0, userID: uid }, { token });
  await c.app('circlePostDetail', { postID: postIds[0]!, userID: uid }, { token });
  await c.app('circleNoticeDetail', { noticeID: noticeIds[0]! }, { token: c.token });
  await c.app('myCircles', { userID: uid }, { token });
  await c.app('myCirclePosts', { userID: uid, page: 0 }, { token });
  await c.app('circleMemberView', { userID: uid, page: 0 }, { token: c.token });
  await c.app('circlePostDelete', { postID: post.postID, userID: uid }, { token, method: 'POST' });
  await c.app('circleQuit', { circleID: circleId, userID: uid }, { token, method: 'POST' });

  const kept = await createCircle(c.pub, {
    name: '契约圈主圈',
    isPrivate: 1,
    keeperUid: uid,
    posts: [{ content: '圈主管理的帖子', hoursAgo: 3 }],
  });
  const asker = await signIn('13700001472');
  await c.app(
    'circleJoin',
    { circleID: kept.circleId, userID: asker.uid },
    { token: asker.token, method: 'POST' },
  );
  const keeper = { token, method: 'POST' as const };
  await c.app('circleKeeperRequests', { circleID: kept.circleId, userID: uid }, { token });
  await c.app(
    'circleKeeperDecide',
    { circleID: kept.circleId, userID: uid, memberID: asker.uid, verdict: 1 },
    keeper,
  );
  await c.app('circleKeeperPin', { postID: kept.postIds[0]!, userID: uid, isTop: 1 }, keeper);
  await c.app(
    'circleKeeperNotice',
    { circleID: kept.circleId, userID: uid, title: '圈主公告', content: '周六上午湖边见' },
    keeper,
  );
  await c.app('circleKeeperRemove', { postID: kept.postIds[0]!, userID: uid, reason: '活动已结束' }, keeper);
};
