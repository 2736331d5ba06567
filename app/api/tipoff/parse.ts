// Lenient readers of tip-offs (Founder's tipoff, tipoffContent, myTipoff; docs/publisher-interface.md): ints or
// strings, both id spellings, `.0` dates, `data:"empty"`; every file's address http(s) or the file is left out.
import { arr, date, flag, int, listOf, optStr, pick, rec, str, type Rec } from '../lenient';
import { parseAttachment } from '../uploads/parse';
import type { Attachment } from '../uploads/entities';
import { safeHttpUrl } from '~/lib/safeUrl';
import type { Coordinates, TextReview, Tipoff, TipoffSent, TipoffState, TipoffSummary } from './entities';

const STATES: TipoffState[] = ['received', 'checking', 'adopted', 'declined', 'published'];
const REVIEWS: TextReview[] = ['held', 'passed', 'rejected'];

const stateOf = (v: unknown): TipoffState => STATES[int(v)] ?? 'received';
/** absent (Founder's, which has no moderation of its own): let in */
const reviewOf = (v: unknown): TextReview => (v === undefined ? 'passed' : (REVIEWS[int(v)] ?? 'held'));

function summaryOf(o: Rec): TipoffSummary {
  return {
    id: int(pick(o, 'docID', 'docId', 'id')),
    title: str(pick(o, 'title', 'topic')),
    text: str(o.content),
    sentAt: date(o.time),
    state: stateOf(o.status),
    review: reviewOf(o.reviewStatus),
    answered: flag(o.isAnswer),
    senderName: str(o.source),
  };
}

/** A file with an http(s) address (its poster too, or none); anything else is left out. */
export function safeFiles(raw: unknown): Attachment[] {
  return arr(raw).flatMap((item) => {
    const file = parseAttachment(item);
    const url = safeHttpUrl(file?.url);
    if (!file || !url) return [];
    return [{ ...file, url, poster: safeHttpUrl(file.poster) ?? '' }];
  });
}

/** Founder's `images[]` when a deployment sends no attachments: pictures by address alone. */
const imagesAsFiles = (raw: unknown): Attachment[] =>
  arr(raw).flatMap((url, i) => {
    const safe = safeHttpUrl(url);
    return safe ? [{ id: -(i + 1), kind: 'picture' as const, url: safe, duration: 0, poster: '' }] : [];
  });

/** The browser's place when `located` says one was given and both degrees are on the globe; else none. */
function locationOf(o: Rec): { location?: Coordinates } {
  const latitude = Number(o.latitude);
  const longitude = Number(o.longitude);
  const onGlobe = Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;
  return flag(o.located) && onGlobe && o.latitude !== '' && o.longitude !== ''
    ? { location: { latitude, longitude } }
    : {};
}

/** null: none, or not the reader's to see (the publisher answers both alike). */
export function parseTipoff(raw: unknown): Tipoff | null {
  const o = rec(raw);
  const summary = summaryOf(o);
  if (summary.id <= 0) return null;
  const files = safeFiles(o.attachments);
  return {
    ...summary,
    reply: str(o.answer),
    repliedAt: date(o.answerTime),
    files: files.length > 0 ? files : imagesAsFiles(o.images),
    place: str(o.place),
    ...locationOf(o),
    happenedAt: str(o.happenTime),
    anonymous: flag(o.anonymous),
    rewardPoints: Math.max(0, int(o.rewardPoints)),
    checkingAt: date(o.checkTime),
    decidedAt: date(o.decideTime),
    publishedAt: date(o.publishTime),
    articleId: Math.max(0, int(pick(o, 'articleID', 'articleId'))),
    articleColumnId: Math.max(0, int(pick(o, 'articleColumnID', 'articleColumnId'))),
    rejectReason: optStr(o.rejectReason) ?? '',
  };
}

export function parseMyTipoffs(raw: unknown): TipoffSummary[] {
  return listOf(raw)
    .map((item) => summaryOf(rec(item)))
    .filter((t) => t.id > 0);
}

/** Founder's answers `value: "true"` alone; this publisher adds the tip-off's id and where it stands. */
export function parseTipoffSent(raw: unknown): TipoffSent {
  const o = rec(raw);
  return { id: int(pick(o, 'docID', 'docId')), state: stateOf(o.status), review: reviewOf(o.reviewStatus) };
}
