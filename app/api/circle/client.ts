// The circles' client. Reads work for visitors; with a signed-in reader they carry the reader's standing, likes and
// own held posts. Member calls without a signed-in reader are refused before they leave (NotSignedIn).
import type { Core } from '../core';
import type {
  CircleDetail,
  JoinRequest,
  MemberCircles,
  MyCircle,
  Notice,
  Post,
  PostDetail,
  PostPage,
  Standing,
} from './entities';
import { circleOperations as ops } from './operations';

export class NotSignedIn extends Error {
  constructor() {
    super('not signed in');
  }
}

/** 1 newest first, 2 hottest first (spec §7 listType) */
export type ListType = 1 | 2;

export interface CircleApi {
  memberId(): string | undefined;
  circle(id: number): Promise<CircleDetail | null>;
  posts(q: { circleId: number; listType: ListType; page?: number }): Promise<PostPage>;
  post(id: number): Promise<PostDetail | null>;
  notice(id: number): Promise<Notice | null>;
  join(circleId: number): Promise<Standing>;
  quit(circleId: number): Promise<Standing>;
  /** text with picture upload ids or one video upload id; `requestKey` once per intended post */
  createPost(q: {
    circleId: number;
    text: string;
    pictures: number[];
    video?: number;
    requestKey: string;
  }): Promise<Post | null>;
  like(postId: number): Promise<{ likes: number; liked: boolean }>;
  report(q: { postId: number; type: number; reason: string }): Promise<boolean>;
  remove(postId: number): Promise<boolean>;
  myCircles(): Promise<MyCircle[]>;
  myPosts(page?: number): Promise<PostPage>;
  /** what every reader sees of a member in circles: their public circles and posts there (userDetail) */
  ofMember(q: { uid: number; page?: number }): Promise<MemberCircles>;
  /** a keeper's: who asks to join the circle */
  joinRequests(circleId: number): Promise<JoinRequest[]>;
  /** a keeper's: a request to join let in or refused */
  decideJoin(q: { circleId: number; memberId: number; approve: boolean }): Promise<'joined' | 'refused'>;
  /** a keeper's: the post pinned at the head of the circle's lists, or let go; answers whether it is pinned */
  pin(q: { postId: number; pinned: boolean }): Promise<boolean>;
  /** a keeper's: the post taken out of the circle, its author told the reason */
  removePost(q: { postId: number; reason: string }): Promise<boolean>;
  /** a keeper's: a notice at the head of the circle's notice bar; its id */
  addNotice(q: { circleId: number; title: string; text: string }): Promise<number>;
}

export function createCircleApi(core: Core): CircleApi {
  const signedIn = () => core.credentials.member()?.userId || undefined;
  const userID = () => {
    const id = signedIn();
    if (!id) throw new NotSignedIn();
    return id;
  };
  const reader = () => {
    const id = signedIn();
    return id ? { userID: id } : {};
  };
  return {
    memberId: signedIn,
    circle: (id) => core.call(ops.circleDetail, { circleID: id, ...reader() }),
    posts: ({ circleId, listType, page = 0 }) =>
      core.call(ops.circlePostList, { circleID: circleId, listType, page, ...reader() }),
    post: (id) => core.call(ops.circlePostDetail, { postID: id, ...reader() }),
    notice: (id) => core.call(ops.circleNoticeDetail, { noticeID: id }),
    join: async (circleId) => core.call(ops.circleJoin, { circleID: circleId, userID: userID() }),
    quit: async (circleId) => core.call(ops.circleQuit, { circleID: circleId, userID: userID() }),
    createPost: async ({ circleId, text, pictures, video, requestKey }) =>
      core.call(ops.circlePost, {
        circleID: circleId,
        userID: userID(),
        content: text,
        requestKey,
        ...(video !== undefined ? { video } : pictures.length > 0 ? { pics: pictures.join(',') } : {}),
      }),
    like: async (postId) => core.call(ops.circlePostPraise, { postID: postId, userID: userID() }),
    report: async ({ postId, type, reason }) =>
      core.call(ops.circlePostExpose, { postID: postId, userID: userID(), type, reason }),
    remove: async (postId) => core.call(ops.circlePostDelete, { postID: postId, userID: userID() }),
    myCircles: async () => core.call(ops.myCircles, { userID: userID() }),
    myPosts: async (page = 0) => core.call(ops.myCirclePosts, { userID: userID(), page }),
    ofMember: ({ uid, page = 0 }) => core.call(ops.circleMemberView, { userID: uid, page }),
    joinRequests: async (circleId) =>
      core.call(ops.circleKeeperRequests, { circleID: circleId, userID: userID() }),
    decideJoin: async ({ circleId, memberId, approve }) =>
      core.call(ops.circleKeeperDecide, {
        circleID: circleId,
        userID: userID(),
        memberID: memberId,
        verdict: approve ? 1 : 2,
      }),
    pin: async ({ postId, pinned }) =>
      core.call(ops.circleKeeperPin, { postID: postId, userID: userID(), isTop: pinned ? 1 : 0 }),
    removePost: async ({ postId, reason }) =>
      core.call(ops.circleKeeperRemove, { postID: postId, userID: userID(), reason }),
    addNotice: async ({ circleId, title, text }) =>
      core.call(ops.circleKeeperNotice, { circleID: circleId, userID: userID(), title, content: text }),
  };
}
