import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { operation, type PublisherContext } from '../../context.ts';
import { INQUIRY_STATUS, qaInquiries, qaSteps, type SentFile } from '../../db/schema/index.ts';
import { badInput, PublisherError, STATUS } from '../../envelope.ts';
import { admitNew } from '../../moderation/admit-new.ts';
import { refusalOf } from '../../moderation/refusal.ts';
import { WIRE_TYPE } from '../../uploads/kinds.ts';
import { sentFiles } from '../../uploads/sent-files.ts';
import { intParam, MAX_ID } from '../../validation.ts';
import { normaliseComment } from '../comments/text.ts';
import { nicknameOf, requestKeyField } from '../reader-fields.ts';
import { ownId } from '../subscription/member.ts';
import { loadNames } from './names.ts';
import { qaFileUrl } from './wire.ts';

export const INQUIRY_MAX_CHARS = 2000;
const INQUIRIES_PER_HOUR = 10;

/** The member's finished uploads among `ids`, sorted by kind; undefined when one is not theirs or not finished. */
async function attachments(ctx: PublisherContext, uid: number, ids: number[]) {
  const files = await sentFiles(ctx, uid, ids);
  if (!files) return undefined;
  const seconds = (f: SentFile) => Math.round((f.durationMs ?? 0) / 1000);
  const ofKind = (kind: number) => files.filter((f) => f.kind === kind);
  return {
    pics: ofKind(WIRE_TYPE.picture).map((f) => f.key),
    videos: ofKind(WIRE_TYPE.video).map((f) => ({
      url: f.key,
      poster: f.posterKey ?? '',
      duration: seconds(f),
    })),
    audios: ofKind(WIRE_TYPE.audio).map((f) => ({ url: f.key, duration: seconds(f) })),
  };
}

const text = (name: string, max: number) =>
  z.string({ error: `缺少参数 ${name}` }).max(max * 4, `${name}过长`);

/**
 * `saveQa` (POST, member; Founder's `title, content, imgUrl[], realName, phone, regionName, regionId, group, groupID,
 * department`, location, device): an inquiry to a department. Ours: `pics` the member's finished uploads (pictures,
 * films, recordings; ids, comma-separated, ≤ 9) in place of `imgUrl`, `departmentId` and `requestKey`. Title
 * (≤ 50) and content (≤ 2,000) go through the moderation pipeline (kind `inquiry`); real name and phone are kept
 * for the newsroom only. It waits for the newsroom to accept it (myQA shows it submitted). `{value:"true", fileId}`.
 */
export const saveQa = operation({
  name: 'saveQa',
  method: 'POST',
  access: 'member',
  bodyLimit: 256 * 1024,
  input: z.object({
    userID: intParam('userID', 1, MAX_ID),
    title: text('标题', 50),
    content: text('内容', INQUIRY_MAX_CHARS),
    realName: z.string({ error: '请填写姓名' }).trim().min(1, '请填写姓名').max(20, '姓名过长'),
    phone: z.string({ error: '请填写手机号' }).regex(/^1\d{10}$/, '手机号格式不正确'),
    groupID: intParam('groupID', 1, MAX_ID),
    regionId: intParam('regionId', 1, MAX_ID),
    departmentId: intParam('departmentId', 1, MAX_ID),
    location: z.string().max(100, '位置过长').optional().default(''),
    pics: z
      .string()
      .regex(/^(\d{1,10})(,\d{1,10}){0,8}$/, '附件最多9个')
      .optional()
      .or(z.literal('')),
    requestKey: requestKeyField(),
  }),
  async handle(ctx, input, caller) {
    const uid = ownId(input, caller);
    if (input.requestKey) {
      const [earlier] = await ctx.db
        .select({ id: qaInquiries.id })
        .from(qaInquiries)
        .where(and(eq(qaInquiries.uid, uid), eq(qaInquiries.requestKey, input.requestKey)))
        .limit(1);
      if (earlier) return { value: 'true', fileId: earlier.id };
    }
    const names = await loadNames(ctx);
    if (!names.open.departments.has(input.departmentId)) throw badInput('请选择部门');
    if (!names.open.choices.has(input.groupID)) throw badInput('请选择类别');
    if (!names.open.choices.has(input.regionId)) throw badInput('请选择地区');
    const title = normaliseComment(input.title).replace(/\n/g, ' ');
    if (!title) throw badInput('请填写标题');
    if ([...title].length > 50) throw badInput('标题不能超过50字');
    const files = input.pics
      ? await attachments(ctx, uid, input.pics.split(',').map(Number))
      : { pics: [], videos: [], audios: [] };
    if (!files) throw badInput('附件已失效，请重新上传');
    const item = {
      kind: 'inquiry' as const,
      uid,
      content: `${title}\n${normaliseComment(input.content)}`,
      pics: [...files.pics, ...files.videos.map((v) => v.url)].map((ref) => qaFileUrl(ctx, ref)),
      maxChars: INQUIRY_MAX_CHARS + 51,
      noun: '内容',
      areaMode: 'post' as const,
    };
    if (!normaliseComment(input.content)) throw badInput('请填写内容');
    const decision = await ctx.moderation.decide(item);
    if (decision.outcome === 'refuse') throw refusalOf(decision, '提交失败');
    if (!ctx.limiter.hit(`saveQa:${uid}`, INQUIRIES_PER_HOUR, 3_600_000))
      throw new PublisherError(429, STATUS.error, '提交太频繁，请稍后再试');
    const userName = await nicknameOf(ctx, uid);
    const now = ctx.clock.now();
    const id = await admitNew(
      ctx,
      item,
      decision,
      async (tx, publish) => {
        const [row] = await tx
          .insert(qaInquiries)
          .values({
            uid,
            userName,
            realName: input.realName,
            phone: input.phone,
            title,
            content: normaliseComment(input.content),
            categoryId: input.groupID,
            regionId: input.regionId,
            departmentId: input.departmentId,
            location: input.location.trim(),
            ...files,
            status: publish ? INQUIRY_STATUS.admitted : INQUIRY_STATUS.held,
            step: 'submitted',
            rating: null,
            ratingComment: '',
            countPraise: 0,
            createdAt: now,
            requestKey: input.requestKey ?? null,
          })
          .returning({ id: qaInquiries.id });
        await tx
          .insert(qaSteps)
          .values({ inquiryId: row!.id, step: 'submitted', at: now, departmentId: 0, content: '', pics: [] });
        return row!.id;
      },
      '提交失败',
    );
    ctx.changes.notify();
    return { value: 'true', fileId: id };
  },
});
