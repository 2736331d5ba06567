import { z } from 'zod';
import { operation } from '../../context.ts';
import type { TipoffRow } from '../../db/schema/index.ts';
import { tipoffs } from '../../db/schema/index.ts';
import { badInput, PublisherError, STATUS } from '../../envelope.ts';
import { admit } from '../../moderation/admit.ts';
import { refusalOf } from '../../moderation/refusal.ts';
import { WIRE_TYPE } from '../../uploads/kinds.ts';
import { sentFiles, uploadIdList } from '../../uploads/sent-files.ts';
import { publicUrlOf } from '../../uploads/store.ts';
import { contactPhone, readerWords } from '../reader-fields.ts';
import { ownId, userIdParam } from '../subscription/member.ts';
import { tipoffById, tipoffByKey } from './store.ts';
import { MODERATED_MAX, moderatedText, TIPOFF_LIMITS } from './text.ts';
import { TIPOFF_STATUS } from './wire.ts';

/** Files one tip-off carries, by kind: a scene's photos, a few clips and voice notes. */
export const TIPOFF_FILES = { picture: 9, video: 3, audio: 3 } as const;
/** Tip-offs a member sends an hour: a witness writing several, never a script. */
export const TIPOFFS_PER_HOUR = 10;

/** Upload ids, comma-separated, at most `max` ('' or absent: none). */
const ids = (max: number, noun: string) =>
  z
    .string()
    .optional()
    .default('')
    .refine((v) => v === '' || uploadIdList(max).test(v), `${noun}最多${max}个`)
    .transform((v) => (v ? v.split(',').map(Number) : []));

/** A coordinate in degrees within ±`max` ('' or absent: none), kept to six places (about 0.1 m). */
const degrees = (name: string, max: number) =>
  z
    .string()
    .optional()
    .default('')
    .refine((v) => v === '' || (/^-?\d{1,3}(\.\d{1,12})?$/.test(v) && Math.abs(Number(v)) <= max), `${name} 不是有效的坐标`)
    .transform((v) => (v === '' ? null : Math.round(Number(v) * 1e6) / 1e6));

/**
 * `tipoff` (POST, member; PUBLISHER_API §3: `siteID, userName, contactNo, topic, content, imgUrl`, and `videoUrl`):
 * here `imgUrl`, `videoUrl` and `audioUrl` are comma-separated ids of the member's finished uploads of that kind
 * (the upload service's), `place` and `happenTime` where and when it happened (`latitude` and `longitude`, both or
 * neither: the place by the reader's browser, with their consent), `anonymous` 1 not in the member's
 * name, `requestKey` the client's key for this one tip-off (sent again, the first answers). The text goes through
 * the moderation pipeline (a refusal says why; a held one waits, 审核中, for its author only). `contactNo` is kept for
 * the newsroom alone. Answers `{value: "true", docID, status, reviewStatus}`.
 */
export const tipoff = operation({
  name: 'tipoff',
  method: 'POST',
  access: 'member',
  bodyLimit: 128 * 1024,
  input: z.object({
    userID: userIdParam,
    userName: readerWords('姓名', TIPOFF_LIMITS.userName),
    contactNo: contactPhone(),
    topic: readerWords('标题', TIPOFF_LIMITS.topic, true),
    content: readerWords('报料内容', TIPOFF_LIMITS.content, true),
    place: readerWords('地点', TIPOFF_LIMITS.place),
    happenTime: readerWords('时间', TIPOFF_LIMITS.happenedAt),
    imgUrl: ids(TIPOFF_FILES.picture, '图片'),
    videoUrl: ids(TIPOFF_FILES.video, '视频'),
    audioUrl: ids(TIPOFF_FILES.audio, '音频'),
    latitude: degrees('latitude', 90),
    longitude: degrees('longitude', 180),
    anonymous: z.enum(['0', '1'], { error: 'anonymous 只能是 0 或 1' }).optional().default('0'),
    requestKey: z
      .string()
      .regex(/^[A-Za-z0-9_-]{8,64}$/, 'requestKey 格式不正确')
      .optional(),
  }),
  async handle(ctx, input, caller) {
    const uid = ownId(input, caller);
    if ((input.latitude === null) !== (input.longitude === null))
      throw badInput('定位需要经度和纬度');
    const answer = (t: TipoffRow) => ({
      value: 'true',
      docID: t.id,
      status: TIPOFF_STATUS[t.state],
      reviewStatus: t.review === 'held' ? 0 : t.review === 'clear' ? 1 : 2,
    });
    if (input.requestKey) {
      const earlier = await tipoffByKey(ctx.db, uid, input.requestKey);
      if (earlier) return answer(earlier);
    }
    const asked = [
      ...input.imgUrl.map((id) => [id, WIRE_TYPE.picture] as const),
      ...input.videoUrl.map((id) => [id, WIRE_TYPE.video] as const),
      ...input.audioUrl.map((id) => [id, WIRE_TYPE.audio] as const),
    ];
    const files = await sentFiles(
      ctx,
      uid,
      asked.map(([id]) => id),
    );
    if (!files || files.some((f, i) => f.kind !== asked[i]![1])) throw badInput('附件已失效，请重新上传');
    const text = { topic: input.topic, place: input.place, content: input.content };
    const item = {
      kind: 'tipoff' as const,
      uid,
      content: moderatedText(text),
      pics: files.map((f) => publicUrlOf(ctx.uploads.store, f.key)),
      maxChars: MODERATED_MAX,
      noun: '报料',
      // nobody reads a tip-off but the newsroom: what no rule holds goes to its queue at once
      areaMode: 'post' as const,
    };
    const decision = await ctx.moderation.decide(item);
    if (decision.outcome === 'refuse') throw refusalOf(decision, '报料失败');
    if (!ctx.limiter.hit(`tipoff:${uid}`, TIPOFFS_PER_HOUR, 3_600_000))
      throw new PublisherError(429, STATUS.error, '报料太频繁，请稍后再试');
    const admitted = await admit(ctx, item, decision, async (publish) => {
      const [row] = await ctx.db
        .insert(tipoffs)
        .values({
          siteId: caller.site.siteId,
          uid,
          anonymous: Number(input.anonymous),
          userName: input.userName,
          contactNo: input.contactNo,
          ...text,
          happenedAt: input.happenTime,
          latitude: input.latitude,
          longitude: input.longitude,
          files,
          review: publish ? 'clear' : 'held',
          state: 'new',
          reply: '',
          receivedAt: ctx.clock.now(),
          requestKey: input.requestKey ?? null,
        })
        .onConflictDoNothing()
        .returning({ id: tipoffs.id });
      // the same key raced in twice: the first one stands
      return row?.id ?? (await tipoffByKey(ctx.db, uid, input.requestKey!))!.id;
    });
    if (admitted.decision.outcome === 'refuse') throw refusalOf(admitted.decision, '报料失败');
    return answer((await tipoffById(ctx.db, admitted.id))!);
  },
});
