// Circles (圈子, docs/circle.md) in the reader's words: a circle, the reader's standing in it, its notices and posts.

export type Circle = {
  id: number;
  name: string;
  summary: string;
  cover?: string;
  isPrivate: boolean;
  /** only keepers post (a notice board), else every member */
  keepersOnly: boolean;
  members: number;
  posts: number;
  /** the newsroom took it down */
  closed: boolean;
};

/** none: not in it; asked: a request waits for a keeper (审核中); member: in it. */
export type Standing = { state: 'none' | 'asked' | 'member'; keeper: boolean; canPost: boolean };

export type Person = { id: number; nickname: string; avatar?: string };

export type NoticeItem = { id: number; circleId: number; title: string; pinned: boolean; at: number };

export type CircleDetail = Circle & { keepers: Person[]; notices: NoticeItem[]; standing: Standing };

export type Attachment = { kind: 'picture' | 'video'; url: string; seconds: number; poster?: string };

/** public; held: waiting for review (its author alone sees it); rejected: removed or refused (with the reason). */
export type PostState = 'public' | 'held' | 'rejected';

export type Post = {
  id: number;
  circleId: number;
  author: Person;
  text: string;
  pictures: Attachment[];
  video?: Attachment;
  at: number;
  likes: number;
  comments: number;
  pinned: boolean;
  state: PostState;
  reason: string;
  liked: boolean;
};

export type PostPage = { posts: Post[]; hasMore: boolean; locked: boolean };

/** A post's page: the post, or only its circle when the reader may not read it (a private circle). */
export type PostDetail = { circle: Circle; post?: Post };

export type Notice = NoticeItem & { html: string; keeper: string; circleName: string };

export type MyCircle = Circle & { standing: Standing };

/** A reader asking to join a private circle, for its keepers to decide (审核中 to the reader). */
export type JoinRequest = Person & { at: number };

/** What every reader sees of a member in circles (userDetail): their public circles and their public posts there. */
export type MemberCircles = { circles: Circle[]; posts: Post[]; hasMore: boolean };
