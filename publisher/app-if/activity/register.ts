import { z } from 'zod';
import { operation } from '../../context.ts';
import type { ActivityRow } from '../../db/schema/index.ts';
import { badInput, PublisherError, STATUS } from '../../envelope.ts';
import { intParam, jsonObject, MAX_ID } from '../../validation.ts';
import { checkSignForm, entryName } from './sign-form.ts';

/** The sign-up states the spec names (§4) and the messages it shows for them. */
export const SIGN_UP_REFUSALS = {
  notStarted: '报名未开始',
  ended: '报名已结束',
  full: '名额已满',
  already: '您已报名',
} as const;

/** A state that does not allow the sign-up: 409 with status -1 and the spec's message. */
const refused = (message: string) => new PublisherError(409, STATUS.error, message);

export function signUpWindowProblem(a: ActivityRow, now: number): string | undefined {
  if (now < a.signStartAt) return SIGN_UP_REFUSALS.notStarted;
  if (now > a.signEndAt || now > a.endAt) return SIGN_UP_REFUSALS.ended;
  return undefined;
}

/**
 * `activityRegist` (POST, member; Founder's saveActivity): `fileId`, `signForm` (JSON object of field → value). The
 * form is checked again here whatever the page checked; the place, the entry and its unique values are written in
 * one transaction (store.register), so 200 members racing for the last 5 places leave exactly 5 entries.
 */
export const activityRegist = operation({
  name: 'activityRegist',
  method: 'POST',
  access: 'member',
  input: z.object({
    fileId: intParam('fileId', 1, MAX_ID),
    signForm: z.string({ error: '缺少参数 signForm' }).max(8_000, '报名信息过长'),
  }),
  async handle(ctx, input, caller) {
    const uid = caller.uid ?? 0;
    const a = await ctx.activities.activity(input.fileId);
    if (!a) throw badInput(`活动 ${input.fileId} 不存在`);
    const now = ctx.clock.now();
    const window = signUpWindowProblem(a, now);
    if (window) throw refused(window);
    const sent = jsonObject(input.signForm, '报名信息格式不正确');
    const checked = checkSignForm(a.signForm, sent, now);
    if ('problem' in checked) throw badInput(checked.problem);
    for (const field of a.signForm.filter((f) => f.type === 'picture')) {
      const value = checked.values[field.key];
      if (value && !(await ctx.activities.ownsUpload(uid, Number(value.slice('upload:'.length)))))
        throw badInput(`请重新上传${field.title}`);
    }
    const member = await ctx.activities.memberName(uid);
    const result = await ctx.activities.register({
      fileId: a.fileId,
      uid,
      name: entryName(checked.values, member),
      fields: checked.values,
      uniqueKeys: a.signForm.filter((f) => f.unique && checked.values[f.key]).map((f) => f.key),
    });
    if (result === 'full') throw refused(SIGN_UP_REFUSALS.full);
    if (result === 'already') throw refused(SIGN_UP_REFUSALS.already);
    if ('repeated' in result) {
      const title = a.signForm.find((f) => f.key === result.repeated)?.title ?? result.repeated;
      throw refused(`${title}已被报名使用`);
    }
    return { value: 'true', message: '报名成功', entryID: result.entryId, registCode: result.registCode };
  },
});
