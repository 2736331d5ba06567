// Calls for submissions (征稿) and submissions (投稿) in the reader's words (docs/submission.md).
import type { Attachment } from '../uploads/entities';

/** not open yet, open, closed (its end passed, or the newsroom closed it) */
export type CallStatus = 'upcoming' | 'open' | 'closed';

export interface CallSummary {
  id: number;
  title: string;
  organizer: string;
  cover?: string;
  startsAt: number;
  endsAt: number;
  status: CallStatus;
}

export interface Call extends CallSummary {
  /** plain text, one rule a line */
  rules: string;
  /** article HTML, sanitised on the server before it is shown */
  html: string;
  /** the publisher's clock when it answered (ms), for the countdown */
  serverTime: number;
}

export interface CallPage {
  calls: CallSummary[];
  hasMore: boolean;
}

/** 待审核, 已通过, 未通过 (with the reason), 已采用 (with the article) */
export type SubmissionStatus = 'pending' | 'passed' | 'failed' | 'adopted';

export interface Submission {
  id: number;
  callId: number;
  callTitle: string;
  title: string;
  text: string;
  authorName: string;
  files: Attachment[];
  status: SubmissionStatus;
  reason: string;
  articleId: number;
  articleColumnId: number;
  sentAt: number;
  reviewedAt: number;
}

export interface SubmissionDraft {
  callId: number;
  title: string;
  text: string;
  authorName: string;
  phone: string;
  fileIds: number[];
  requestKey: string;
}
