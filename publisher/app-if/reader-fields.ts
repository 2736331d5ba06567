// Form fields of what readers send the newsroom (tip-offs, submissions, questions, inquiries): their own words, a
// contact phone, the nickname they are shown by, the key that makes a form sent twice count once.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { PublisherContext } from '../context.ts';
import { members } from '../db/schema/index.ts';
import { withoutDirectionControls } from '../validation.ts';
import { normaliseComment } from './comments/text.ts';

/** Free text of at most `max` characters (code points), the reader's own words, cleaned as comments are. */
export const readerWords = (name: string, max: number, required = false) =>
  z
    .string()
    .optional()
    .default('')
    .transform(normaliseComment)
    .refine((s) => !required || s.length > 0, `请填写${name}`)
    .refine((s) => [...s].length <= max, `${name}不能超过${max}字`);

/** A phone the newsroom alone sees (never on a page): empty, or 5 to 20 digits, spaces and dashes after a `+`. */
export const contactPhone = () =>
  z
    .string()
    .optional()
    .default('')
    .transform((s) => withoutDirectionControls(s).trim())
    .refine((s) => s === '' || /^\+?[\d\s-]{5,20}$/.test(s), '联系电话格式不正确');

/** A form's own key (ours): the same key again from the same member adds nothing (the first answer is repeated). */
export const requestKeyField = () =>
  z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, 'requestKey 格式不正确')
    .optional();

/** The name a reader's item is shown by: the member's own nickname, never one the form sent. */
export async function nicknameOf(ctx: PublisherContext, uid: number): Promise<string> {
  const [m] = await ctx.db.select({ nickname: members.nickname }).from(members).where(eq(members.uid, uid));
  return m?.nickname || `网友${uid}`;
}
