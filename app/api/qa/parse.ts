// Lenient readers of 问政's answers: qaDetail in two generations (one page draws both, the difference is here),
// qaForm, saveQa, myQA, qaFollowUp, qaRate. Ints or strings, `.0` dates, `data:"empty"`; every address http(s).
import { arr, date, flag, int, listOf, pick, rec, str, type Rec } from '../lenient';
import { safeHttpUrl } from '~/lib/safeUrl';
import type { DepartmentFigures, Inquiry, InquiryForm, InquiryStep, MyInquiry, StepEntry } from './entities';

const steps: InquiryStep[] = ['submitted', 'accepted', 'passed', 'replied', 'followUp', 'closed'];
const count = (v: unknown) => Math.max(0, int(v));
const url = (v: unknown) => safeHttpUrl(v) || undefined;
const urls = (v: unknown) => arr(v).flatMap((u) => url(typeof u === 'string' ? u : rec(u).url) ?? []);

function departmentOf(v: unknown): DepartmentFigures | null {
  const o = rec(v);
  const name = str(o.name);
  if (!name) return null;
  const median = Number(o.medianDays);
  const rate = Number(o.replyRate);
  return {
    id: count(o.id),
    name,
    passed: count(o.passed),
    replied: count(o.replied),
    replyRate: Number.isFinite(rate) ? Math.min(1, Math.max(0, rate)) : 0,
    medianDays: Number.isFinite(median) && median >= 0 ? median : null,
  };
}

function stepOf(v: unknown): StepEntry | null {
  const o = rec(v);
  const step = steps.find((s) => s === str(o.step));
  if (!step) return null;
  return {
    step,
    at: date(o.time),
    department: str(o.department),
    text: str(o.content),
    pictures: urls(o.pics),
  };
}

/** What both generations share: the item, the steps and the department, the follow-up and the rating. */
function common(o: Rec): Omit<Inquiry, 'pictures' | 'videos' | 'audios' | 'reply'> & { answer: string } {
  const history = arr(o.steps).flatMap((s) => stepOf(s) ?? []);
  const stars = count(o.rating);
  const follow = o.followUp && typeof o.followUp === 'object' ? rec(o.followUp) : undefined;
  const icon = url(o.userIcon);
  return {
    id: int(pick(o, 'fileId', 'fileID', 'id')),
    title: str(o.title),
    text: str(o.content),
    category: str(o.groupName),
    region: str(o.regionName),
    department: departmentOf(o.department),
    askerId: count(pick(o, 'userID', 'userId')),
    asker: { name: str(o.userName), ...(icon ? { icon } : {}) },
    askedAt: date(pick(o, 'publishtime', 'publishTime')),
    location: str(o.location),
    step:
      steps.find((s) => s === str(o.status)) ??
      history[history.length - 1]?.step ??
      (flag(o.isAnswered) ? 'replied' : 'accepted'),
    steps: history,
    followUp: follow && str(follow.content) ? { text: str(follow.content), at: date(follow.time) } : null,
    rating: stars >= 1 && stars <= 5 ? { stars, comment: str(o.ratingComment) } : null,
    likes: count(o.countPraise),
    comments: count(o.countDiscuss),
    answer: str(o.answer),
  };
}

/** The older generation: pictures in `images[].imagearray[].imageUrl` and `pics[]`, the answer as text only. */
export function parseQaDetail(raw: unknown): Inquiry | null {
  if (raw === 'empty') return null;
  const o = rec(raw);
  const { answer, ...item } = common(o);
  if (item.id <= 0) return null;
  const inImages = arr(o.images).flatMap((group) => arr(rec(group).imagearray).map((i) => rec(i).imageUrl));
  const pictures = [...new Set([...urls(inImages), ...urls(o.pics)])];
  return { ...item, pictures, videos: [], audios: [], reply: answer ? { text: answer, pictures: [] } : null };
}

/** The newer generation: `qaType` (1 pictures, 2 videos), `videos`, `audios`, `answerPics`. */
export function parseNewQaDetail(raw: unknown): Inquiry | null {
  if (raw === 'empty') return null;
  const o = rec(raw);
  const { answer, ...item } = common(o);
  if (item.id <= 0) return null;
  const videos = arr(o.videos).flatMap((v) => {
    const r = rec(v);
    const u = url(r.url);
    const poster = url(r.poster);
    return u ? [{ url: u, ...(poster ? { poster } : {}), duration: count(r.duration) }] : [];
  });
  const audios = arr(o.audios).flatMap((a) => {
    const r = rec(a);
    const u = url(r.url);
    return u ? [{ url: u, duration: count(r.duration) }] : [];
  });
  return {
    ...item,
    // a video inquiry (qaType 2) shows its films; its pictures, if any, still show
    pictures: urls(o.pics),
    videos: int(o.qaType, 1) === 2 || videos.length ? videos : [],
    audios,
    reply: answer ? { text: answer, pictures: urls(o.answerPics) } : null,
  };
}

export function parseInquiryForm(raw: unknown): InquiryForm {
  const o = rec(raw);
  const named = (v: unknown) =>
    arr(v).flatMap((c) => {
      const r = rec(c);
      return count(r.id) > 0 && str(r.name) ? [{ id: count(r.id), name: str(r.name) }] : [];
    });
  return {
    departments: arr(o.departments).flatMap((d) => {
      const parsed = departmentOf(d);
      return parsed && parsed.id > 0 ? [parsed] : [];
    }),
    categories: named(o.categories),
    regions: named(o.regions),
  };
}

export function parseSaved(raw: unknown): { id: number } {
  const o = rec(raw);
  if (!(raw === true || str(o.value) === 'true' || o.value === true)) throw new Error('saveQa refused');
  return { id: count(pick(o, 'fileId', 'fileID')) };
}

export const parseDone = (raw: unknown): boolean => raw === true || str(rec(raw).value) === 'true';

export function parseMyInquiries(raw: unknown): MyInquiry[] {
  return listOf(raw).flatMap((item) => {
    const parsed = parseNewQaDetail(item);
    const o = rec(item);
    return parsed ? [{ ...parsed, inReview: flag(o.review), rejected: flag(o.rejected) }] : [];
  });
}
