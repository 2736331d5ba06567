import type { PublisherContext } from '../../context.ts';
import type { QaDepartmentRow, QaInquiryRow, QaStepRow } from '../../db/schema/index.ts';
import { publicUrlOf } from '../../uploads/store.ts';
import { picUrl, wireTime } from '../../wire.ts';
import { noFigures, type DepartmentFigures } from './figures.ts';

type Bases = Pick<PublisherContext, 'publicUrl' | 'uploads'>;

/** Founder's articleType of a 问政 item (spec §3 QA). */
export const QA_ARTICLE_TYPE = 101;

/** A stored key: the upload service's (`pic/…`, `media/…`), a demo picture ref under /pic/, or a site path. */
export const qaFileUrl = (bases: Bases, ref: string) =>
  ref.startsWith('pic/') || ref.startsWith('media/uploads/')
    ? publicUrlOf(bases.uploads.store, ref)
    : ref.startsWith('/')
      ? `${bases.publicUrl}${ref}`
      : picUrl(bases.publicUrl, ref);

export type Names = {
  /** every department, retired too (an inquiry keeps the name it had) */
  departments: Map<number, QaDepartmentRow>;
  choices: Map<number, string>;
  /** what a reader may choose and the newsroom pass to: the departments and choices not retired */
  open: { departments: Set<number>; choices: Set<number> };
  figures: Map<number, DepartmentFigures>;
};

export function departmentWire(d: QaDepartmentRow | undefined, figures: DepartmentFigures | undefined) {
  const f = figures ?? noFigures;
  return {
    id: d?.departmentId ?? 0,
    name: d?.name ?? '',
    passed: f.passed,
    replied: f.replied,
    replyRate: Math.round(f.replyRate * 1000) / 1000,
    medianDays: f.medianDays === null ? -1 : Math.round(f.medianDays * 10) / 10,
  };
}

const stepWire = (bases: Bases, s: QaStepRow, names: Names) => ({
  step: s.step,
  time: wireTime(s.at),
  department: names.departments.get(s.departmentId)?.name ?? '',
  content: s.content,
  pics: s.pics.map((ref) => qaFileUrl(bases, ref)),
});

/**
 * An inquiry as qaDetail sends it: Founder's older fields (`fileId, version, title, articleType 101, theContentUrl,
 * countDiscuss, publishtime, images[{ref, imagearray[{ref, picType, summary, imageUrl}]}], pics[], answer,
 * sourceType, content, location, userName, userIcon`), the newer generation's (`qaType` 1 pictures / 2 videos,
 * `qaConfig`, `videos`, `audios`, `answerPics`) and ours: `status` (the latest step), `steps` with their dates,
 * `department` with its figures, `groupName`/`regionName`, the rating and the follow-up. The asker's real name and
 * phone are never sent.
 */
export function inquiryWire(
  bases: Bases,
  q: QaInquiryRow,
  steps: QaStepRow[],
  names: Names,
  countDiscuss: number,
) {
  const pics = q.pics.map((ref) => qaFileUrl(bases, ref));
  const replies = steps.filter((s) => s.step === 'replied');
  const lastReply = replies[replies.length - 1];
  const followUp = steps.find((s) => s.step === 'followUp');
  return {
    fileId: q.id,
    version: steps[steps.length - 1]?.at ?? q.createdAt,
    title: q.title,
    articleType: QA_ARTICLE_TYPE,
    theContentUrl: '',
    countDiscuss,
    countPraise: q.countPraise,
    publishtime: wireTime(q.createdAt),
    images: [
      {
        ref: '<!--IMAGES#1-->',
        imagearray: pics.map((imageUrl, i) => ({
          ref: `<!--IMAGE#${i + 1}-->`,
          picType: 0,
          summary: '',
          imageUrl,
        })),
      },
    ],
    pics,
    answer: lastReply?.content ?? '',
    answerPics: (lastReply?.pics ?? []).map((ref) => qaFileUrl(bases, ref)),
    sourceType: 5,
    content: q.content,
    location: q.location,
    userName: q.userName,
    userIcon: '',
    userID: q.uid,
    groupId: q.categoryId,
    groupName: names.choices.get(q.categoryId) ?? '',
    regionId: q.regionId,
    regionName: names.choices.get(q.regionId) ?? '',
    isAnswered: lastReply ? 1 : 0,
    qaType: q.videos.length > 0 ? 2 : 1,
    qaConfig: { showLocation: q.location ? 1 : 0 },
    videos: q.videos.map((v) => ({
      url: qaFileUrl(bases, v.url),
      poster: v.poster ? qaFileUrl(bases, v.poster) : '',
      duration: v.duration,
    })),
    audios: q.audios.map((a) => ({ url: qaFileUrl(bases, a.url), duration: a.duration })),
    status: q.step,
    steps: steps.map((s) => stepWire(bases, s, names)),
    department: departmentWire(names.departments.get(q.departmentId), names.figures.get(q.departmentId)),
    followUp: followUp ? { content: followUp.content, time: wireTime(followUp.at) } : null,
    rating: q.rating ?? 0,
    ratingComment: q.ratingComment,
  };
}
