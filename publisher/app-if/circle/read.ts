import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  circleMembers,
  circleNotices,
  circlePostLikes,
  circlePosts,
  circles,
  COMMENT_STATUS,
  comments,
  members,
  POST_STATUS,
  type CirclePostRow,
  type CircleRow,
} from '../../db/schema/index.ts';

/** Posts a page (the spec's paging of 20). */
export const POST_PAGE = 20;
/** The comments area's source for a circle post (docs/circle.md): its comments are the comments area's own,
 * under a source past Founder's 4 (question) and 5 (inquiry). */
export const POST_SOURCE = 6;

export type Membership = { role: 'keeper' | 'member'; state: 'joined' | 'requested' };

export async function circleById(db: Db, circleId: number): Promise<CircleRow | undefined> {
  const [row] = await db.select().from(circles).where(eq(circles.circleId, circleId)).limit(1);
  return row;
}

export async function membershipOf(
  db: Db,
  circleId: number,
  uid: number | null,
): Promise<Membership | undefined> {
  if (uid === null) return undefined;
  const [row] = await db
    .select({ role: circleMembers.role, state: circleMembers.state })
    .from(circleMembers)
    .where(and(eq(circleMembers.circleId, circleId), eq(circleMembers.uid, uid)))
    .limit(1);
  return row;
}

/** Whether a reader may read the circle's posts: a public circle's anyone, a private one's its joined members. */
export const readsPosts = (circle: CircleRow, membership: Membership | undefined) =>
  circle.isPrivate === 0 || membership?.state === 'joined';

/** Whether a member may post: joined, and a keeper where the circle lets only keepers post. */
export const mayPost = (circle: CircleRow, membership: Membership | undefined) =>
  circle.closed === 0 &&
  membership?.state === 'joined' &&
  (circle.postPolicy === 'members' || membership.role === 'keeper');

/** The circle's keepers, first appointed first (who the page names). */
export const keepersOf = (db: Db, circleId: number) =>
  db
    .select({ uid: members.uid, nickname: members.nickname, headRef: members.headRef })
    .from(circleMembers)
    .innerJoin(members, eq(members.uid, circleMembers.uid))
    .where(and(eq(circleMembers.circleId, circleId), eq(circleMembers.role, 'keeper')))
    .orderBy(asc(circleMembers.createdAt));

/** The circle's notices: pinned first, then newest (the notice bar shows the first). */
export const noticesOf = (db: Db, circleId: number, limit: number) =>
  db
    .select()
    .from(circleNotices)
    .where(eq(circleNotices.circleId, circleId))
    .orderBy(desc(circleNotices.pinned), desc(circleNotices.createdAt), desc(circleNotices.noticeId))
    .limit(limit);

/** A post's public comments, counted from the comments area's rows (so the count cannot drift). */
const countDiscuss = sql<number>`(select count(*)::int from ${comments} c where c.article_id = ${circlePosts.postId}
  and c.source = ${POST_SOURCE} and c.status = ${COMMENT_STATUS.approved})`;

/** What makes a post hot: its likes and, twice as much, its comments; newer first among equals. */
const hotScore = sql`(${circlePosts.countPraise} + 2 * ${countDiscuss})`;

export type PostWithAuthor = {
  post: CirclePostRow;
  countDiscuss: number;
  nickname: string | null;
  headRef: string | null;
};

const postColumns = {
  post: circlePosts,
  countDiscuss,
  nickname: members.nickname,
  headRef: members.headRef,
};

function selectPosts(db: Db, where: SQL | undefined) {
  return db
    .select(postColumns)
    .from(circlePosts)
    .leftJoin(members, eq(members.uid, circlePosts.uid))
    .where(where);
}

/** What a reader sees of a circle's posts: the public ones, and their own held or rejected ones. */
const visibleTo = (uid: number | null) =>
  uid === null
    ? eq(circlePosts.status, POST_STATUS.public)
    : or(
        eq(circlePosts.status, POST_STATUS.public),
        and(
          eq(circlePosts.uid, uid),
          inArray(circlePosts.status, [POST_STATUS.pending, POST_STATUS.rejected]),
        ),
      );

/**
 * A page of the circle's posts, `listType` 1 newest first or 2 hottest first, pinned posts first on the first page
 * (and not again after); `hasMore` when another page follows.
 */
export async function postPage(
  db: Db,
  circleId: number,
  listType: 1 | 2,
  page: number,
  uid: number | null,
): Promise<{ rows: PostWithAuthor[]; hasMore: boolean }> {
  const inCircle = and(eq(circlePosts.circleId, circleId), visibleTo(uid));
  const pinned =
    page === 0
      ? await selectPosts(
          db,
          and(inCircle, eq(circlePosts.pinned, 1), eq(circlePosts.status, POST_STATUS.public)),
        ).orderBy(desc(circlePosts.createdAt))
      : [];
  const order =
    listType === 2
      ? [desc(hotScore), desc(circlePosts.createdAt), desc(circlePosts.postId)]
      : [desc(circlePosts.createdAt), desc(circlePosts.postId)];
  const rest = await selectPosts(
    db,
    and(inCircle, or(eq(circlePosts.pinned, 0), sql`${circlePosts.status} <> ${POST_STATUS.public}`)),
  )
    .orderBy(...order)
    .limit(POST_PAGE + 1)
    .offset(page * POST_PAGE);
  return { rows: [...pinned, ...rest.slice(0, POST_PAGE)], hasMore: rest.length > POST_PAGE };
}

export async function postById(db: Db, postId: number): Promise<PostWithAuthor | undefined> {
  const [row] = await selectPosts(db, eq(circlePosts.postId, postId)).limit(1);
  return row;
}

/** A member's own posts in every circle, newest first, held and rejected ones too (their page). */
export const postsOfMember = (db: Db, uid: number, page: number) =>
  selectPosts(
    db,
    and(
      eq(circlePosts.uid, uid),
      inArray(circlePosts.status, [POST_STATUS.public, POST_STATUS.pending, POST_STATUS.rejected]),
    ),
  )
    .orderBy(desc(circlePosts.createdAt), desc(circlePosts.postId))
    .limit(POST_PAGE + 1)
    .offset(page * POST_PAGE);

/** A member's public posts in public, open circles, newest first: their page as every reader sees it. */
export const publicPostsOfMember = (db: Db, uid: number, page: number) =>
  selectPosts(
    db,
    and(
      eq(circlePosts.uid, uid),
      eq(circlePosts.status, POST_STATUS.public),
      sql`exists (select 1 from ${circles} c where c.circle_id = ${circlePosts.circleId}
        and c.is_private = 0 and c.closed = 0)`,
    ),
  )
    .orderBy(desc(circlePosts.createdAt), desc(circlePosts.postId))
    .limit(POST_PAGE + 1)
    .offset(page * POST_PAGE);

/** Which of `postIds` the member liked. */
export async function likedBy(db: Db, uid: number | null, postIds: number[]): Promise<Set<number>> {
  if (uid === null || postIds.length === 0) return new Set();
  const rows = await db
    .select({ postId: circlePostLikes.postId })
    .from(circlePostLikes)
    .where(and(eq(circlePostLikes.uid, uid), inArray(circlePostLikes.postId, postIds)));
  return new Set(rows.map((r) => r.postId));
}

/**
 * Whether a post's comments may be read by anyone: a public post of an open public circle. The public comment reads
 * are one answer for every caller (cached, app-if/serve.ts), so a private circle's conversation is not among them.
 */
export async function postCommentsArePublic(db: Db, postId: number): Promise<boolean> {
  const row = await postById(db, postId);
  if (!row || row.post.status !== POST_STATUS.public) return false;
  const circle = await circleById(db, row.post.circleId);
  return !!circle && circle.closed === 0 && circle.isPrivate === 0;
}

/** Whether the member may comment on the post, and read its comments: public, in an open circle whose posts they
 * may read (a private one's as a joined member). */
export async function commentablePost(db: Db, postId: number, uid: number): Promise<boolean> {
  const row = await postById(db, postId);
  if (!row || row.post.status !== POST_STATUS.public) return false;
  const circle = await circleById(db, row.post.circleId);
  return !!circle && circle.closed === 0 && readsPosts(circle, await membershipOf(db, circle.circleId, uid));
}
