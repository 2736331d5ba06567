// Lenient readers of the circles' answers (docs/publisher-interface.md, "Circles"): ints or strings, both id
// spellings, `.0` dates, `data:"empty"`; every address http(s) or left out; a post's pictures at most nine.
import { arr, date, flag, int, listOf, pick, rec, str, type Rec } from '../lenient';
import { safeHttpUrl } from '~/lib/safeUrl';
import type {
  Attachment,
  Circle,
  CircleDetail,
  MemberCircles,
  MyCircle,
  Notice,
  NoticeItem,
  Person,
  Post,
  PostDetail,
  PostPage,
  Standing,
} from './entities';

const MAX_PICTURES = 9;

const idOf = (o: Rec, ...names: string[]) => int(pick(o, ...names, 'id'));
const optional = <K extends string, V>(key: K, value: V | undefined) =>
  (value === undefined ? {} : { [key]: value }) as Partial<Record<K, V>>;

export function parseCircle(raw: unknown): Circle {
  const o = rec(raw);
  return {
    id: idOf(o, 'circleID', 'circleId'),
    name: str(o.name).trim(),
    summary: str(o.summary).trim(),
    ...optional('cover', safeHttpUrl(o.picUrl)),
    isPrivate: flag(o.isPrivate),
    keepersOnly: int(o.postPolicy) === 1,
    members: Math.max(0, int(o.countMember)),
    posts: Math.max(0, int(o.countPost)),
    closed: int(o.status) === 1,
  };
}

export function parseStanding(raw: unknown): Standing {
  const o = rec(raw);
  const state = int(o.state);
  return {
    state: state === 2 ? 'member' : state === 1 ? 'asked' : 'none',
    keeper: int(o.role) === 1,
    // only a member posts, whatever a stray flag says
    canPost: state === 2 && flag(o.canPost),
  };
}

function personOf(o: Rec, idKeys: string[]): Person {
  return {
    id: int(pick(o, ...idKeys)),
    nickname: str(o.nickname).trim(),
    ...optional('avatar', safeHttpUrl(pick(o, 'head', 'avatar'))),
  };
}

function noticeItemOf(raw: unknown): NoticeItem {
  const o = rec(raw);
  return {
    id: idOf(o, 'noticeID', 'noticeId'),
    circleId: int(pick(o, 'circleID', 'circleId')),
    title: str(o.title).trim(),
    pinned: flag(o.isTop),
    at: date(o.createTime),
  };
}

/** circleDetail; null for `data:"empty"` or an answer without an id. */
export function parseCircleDetail(raw: unknown): CircleDetail | null {
  if (raw === 'empty') return null;
  const o = rec(raw);
  const circle = parseCircle(o);
  if (circle.id <= 0) return null;
  return {
    ...circle,
    keepers: arr(o.keepers)
      .map((k) => personOf(rec(k), ['userID', 'userId', 'uid']))
      .filter((k) => k.id > 0),
    notices: arr(pick(o, 'noticeList', 'notices'))
      .map(noticeItemOf)
      .filter((n) => n.id > 0),
    standing: parseStanding(o.member),
  };
}

export function parseCircles(raw: unknown): { circles: Circle[]; hasMore: boolean } {
  return {
    circles: listOf(raw)
      .map(parseCircle)
      .filter((c) => c.id > 0),
    hasMore: flag(rec(raw).hasMore),
  };
}

function attachmentOf(raw: unknown): Attachment | undefined {
  const o = rec(raw);
  const url = safeHttpUrl(o.url);
  const type = int(o.type);
  if (!url || (type !== 1 && type !== 2)) return undefined;
  return {
    kind: type === 2 ? 'video' : 'picture',
    url,
    seconds: Math.max(0, int(o.duration)),
    ...optional('poster', safeHttpUrl(o.poster)),
  };
}

export function parsePost(raw: unknown): Post | null {
  const o = rec(raw);
  const id = idOf(o, 'postID', 'postId');
  if (id <= 0) return null;
  const attachments = arr(o.attachments).flatMap((a) => attachmentOf(a) ?? []);
  const status = int(o.postStatus, 1);
  return {
    id,
    circleId: int(pick(o, 'circleID', 'circleId')),
    author: personOf(o, ['userID', 'userId', 'uid']),
    text: str(o.content),
    pictures: attachments.filter((a) => a.kind === 'picture').slice(0, MAX_PICTURES),
    ...optional(
      'video',
      attachments.find((a) => a.kind === 'video'),
    ),
    at: date(o.createTime),
    likes: Math.max(0, int(o.countPraise)),
    comments: Math.max(0, int(o.countDiscuss)),
    pinned: flag(o.isTop),
    state: status === 0 ? 'held' : status === 2 ? 'rejected' : 'public',
    reason: str(o.rejectReason).trim(),
    liked: flag(o.praised),
  };
}

/** circlePostList and myCirclePosts; `data:"empty"` (no such circle) is an empty, locked page. */
export function parsePostPage(raw: unknown): PostPage {
  if (raw === 'empty') return { posts: [], hasMore: false, locked: true };
  const o = rec(raw);
  return {
    posts: listOf(raw).flatMap((p) => parsePost(p) ?? []),
    hasMore: flag(o.hasMore),
    locked: flag(o.locked),
  };
}

/** circlePostDetail; null for `data:"empty"` or an answer without its circle. */
export function parsePostDetail(raw: unknown): PostDetail | null {
  if (raw === 'empty') return null;
  const o = rec(raw);
  const circle = parseCircle(o.circle);
  if (circle.id <= 0) return null;
  const post = flag(o.locked) ? null : parsePost(o);
  return post ? { circle, post } : { circle };
}

/** circleNoticeDetail; null for `data:"empty"` or an answer without an id. */
export function parseNotice(raw: unknown): Notice | null {
  if (raw === 'empty') return null;
  const o = rec(raw);
  const item = noticeItemOf(o);
  if (item.id <= 0) return null;
  return {
    ...item,
    html: str(o.content),
    keeper: str(o.nickname).trim(),
    circleName: str(o.circleName).trim(),
  };
}

export function parseMyCircles(raw: unknown): MyCircle[] {
  return listOf(raw)
    .map((c) => ({ ...parseCircle(c), standing: parseStanding(rec(c).member) }))
    .filter((c) => c.id > 0);
}

/** circlePost: the post as made (held or public). */
export function parseMadePost(raw: unknown): Post | null {
  return parsePost(rec(raw).post);
}

export function parseLiked(raw: unknown): { likes: number; liked: boolean } {
  const o = rec(raw);
  return { likes: Math.max(0, int(o.countPraise)), liked: flag(o.praised) };
}

export const parseDone = (raw: unknown): boolean => str(rec(raw).value) === 'true';

/** circleMemberView: a member's public circles and posts; a broken answer is a member in no circle. */
export function parseMemberCircles(raw: unknown): MemberCircles {
  const o = rec(raw);
  return {
    circles: arr(o.circles)
      .map(parseCircle)
      .filter((c) => c.id > 0),
    posts: listOf(raw).flatMap((p) => parsePost(p) ?? []),
    hasMore: flag(o.hasMore),
  };
}
