// Vote activities in the reader's words (spec §3 vote info). Times are ms since the epoch (0: unknown).

/** isbegin: voting has not begun, is open, or has ended. */
export type VotePhase = 'notBegun' | 'open' | 'ended';

/** One field of the user-info box (vs_user_inforule). */
export interface VoteInfoField {
  key: string;
  title: string;
  type: 'text' | 'phone' | 'idcard';
  required: boolean;
}

export interface VoteTheme {
  id: number;
  name: string;
}

export interface Vote {
  id: number;
  title: string;
  /** the rules as sent: sanitised on the server before they are shown */
  html: string;
  organizer: string;
  headImage?: string;
  themes: VoteTheme[];
  infoRule: VoteInfoField[];
  phase: VotePhase;
  startAt: number;
  endAt: number;
  serverTime: number;
  /** votes a member may cast a day, in all and for one option (0: no limit) */
  dayLimit: number;
  optionLimit: number;
  totalVotes: number;
  optionCount: number;
}

export interface VoteOption {
  id: number;
  voteId: number;
  themeId: number;
  /** 编号 within the vote */
  number: number;
  name: string;
  picture?: string;
  count: number;
  rank: number;
}

export interface VoteOptionDetail extends VoteOption {
  /** the introduction as sent: sanitised on the server */
  html: string;
  themeName: string;
}

export interface VoteOptionPage {
  options: VoteOption[];
  total: number;
  hasMore: boolean;
}

/** The member's standing today. `dayLeft` -1: no daily limit. */
export interface VoteStanding {
  phase: VotePhase;
  dayLimit: number;
  dayLeft: number;
  optionLimit: number;
  /** votes cast today per option id */
  usedToday: Record<number, number>;
  needsInfo: boolean;
}

/** A counted vote: the option's new count and rank, and what is left today (-1: no limit). */
export interface VoteCast {
  optionId: number;
  count: number;
  rank: number;
  dayLeft: number;
  optionLeft: number;
}
