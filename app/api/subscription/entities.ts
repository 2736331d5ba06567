// The subscription area's entities: self-media accounts (翔宇号), their categories and the influence ranking.

export interface Category {
  id: number;
  name: string;
}

export interface Account {
  id: number;
  name: string;
  icon?: string;
  description: string;
  categoryId: number;
  fans: number;
  likes: number;
  articleCount: number;
  influence: number;
  /** spec §4: closed, withdrawn, banned or without an id: shown as a clear page, never as the account */
  discarded: boolean;
}

export interface RankEntry {
  id: number;
  name: string;
  icon?: string;
  influence: number;
  /** 1 = first */
  rank: number;
}

export interface RankPeriod {
  id: number;
  title: string;
  startsAt: number;
  endsAt: number;
}

/** The period's ranking (capped at 20, spec §9) and the configured 打榜规则. */
export interface Ranking {
  period?: RankPeriod;
  rules: string[];
  entries: RankEntry[];
}

/** What a member follows: accounts or reporters (topicSub's type 0 / 1). */
/** what a member follows: an account, a reporter, a 问吧 topic (topicSub type 0, 1, 3) */
export type FollowKind = 'account' | 'reporter' | 'topic';

/** The member's rank-votes this period. */
export interface MyVotes {
  open: boolean;
  accountIds: number[];
}
