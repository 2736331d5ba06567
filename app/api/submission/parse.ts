// Lenient readers of calls for submissions and submissions (this edition's inputArticleList, inputArticleDetail,
// submitArticle, myInputArticles, inputArticleContent): ints or strings, both id spellings, `.0` dates,
// `data:"empty"`; every address http(s) or left out.
import { date, flag, int, listOf, pick, rec, str, type Rec } from '../lenient';
import { safeFiles } from '../tipoff/parse';
import { safeHttpUrl } from '~/lib/safeUrl';
import type { Call, CallPage, CallStatus, CallSummary, Submission, SubmissionStatus } from './entities';

const CALL_STATUS: CallStatus[] = ['upcoming', 'open', 'closed'];
const SUBMISSION_STATUS: SubmissionStatus[] = ['pending', 'passed', 'failed', 'adopted'];

function callSummaryOf(o: Rec): CallSummary {
  const cover = safeHttpUrl(pick(o, 'coverUrl', 'picUrl'));
  return {
    id: int(pick(o, 'id', 'callID', 'linkID')),
    title: str(o.title),
    organizer: str(o.organizer),
    ...(cover ? { cover } : {}),
    startsAt: date(o.startTime),
    endsAt: date(o.endTime),
    // an unknown status reads as closed: never offer a submit button the publisher would refuse
    status: CALL_STATUS[int(o.status, 2)] ?? 'closed',
  };
}

export function parseCallPage(raw: unknown): CallPage {
  return {
    calls: listOf(raw)
      .map((item) => callSummaryOf(rec(item)))
      .filter((c) => c.id > 0),
    hasMore: flag(rec(raw).hasMore),
  };
}

/** null: no such call. */
export function parseCall(raw: unknown): Call | null {
  const o = rec(raw);
  const summary = callSummaryOf(o);
  if (summary.id <= 0) return null;
  return { ...summary, rules: str(o.rules), html: str(o.content), serverTime: date(o.serverTime) };
}

function submissionOf(o: Rec): Submission {
  return {
    id: int(pick(o, 'id', 'docID')),
    callId: int(pick(o, 'callID', 'callId')),
    callTitle: str(o.callTitle),
    title: str(o.title),
    text: str(o.content),
    authorName: str(o.authorName),
    files: safeFiles(o.attachments),
    status: SUBMISSION_STATUS[int(o.status)] ?? 'pending',
    reason: str(o.reason),
    articleId: Math.max(0, int(pick(o, 'articleID', 'articleId'))),
    articleColumnId: Math.max(0, int(pick(o, 'articleColumnID', 'articleColumnId'))),
    sentAt: date(o.time),
    reviewedAt: date(o.reviewTime),
  };
}

/** null: none, or not the reader's (the publisher answers both alike). */
export function parseSubmission(raw: unknown): Submission | null {
  const s = submissionOf(rec(raw));
  return s.id > 0 ? s : null;
}

export function parseSubmissions(raw: unknown): Submission[] {
  return listOf(raw)
    .map((item) => submissionOf(rec(item)))
    .filter((s) => s.id > 0);
}

export const parseSubmitted = (raw: unknown): { id: number } => ({ id: int(rec(raw).id) });
