// The circles' client. Reads work for visitors; with a signed-in reader they carry the reader's standing, likes and
// own held posts. Member calls without a signed-in reader are refused before they leave (NotSignedIn).
import type { Core } from '../core';
import type { CircleDetail, MyCircle, Notice, Post, PostDetail, PostPage, Standing } from './entities';
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
  };
}
