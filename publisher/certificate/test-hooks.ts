import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { certificates, members } from '../db/schema/index.ts';
import { badInput } from '../envelope.ts';
import { intField, testHook } from '../app-if/test-hook.ts';
import { certificatePath } from './token.ts';

/**
 * `POST /app_if/test/certificate` `{uid, fileId}` → `{url}`: the publisher issues the member a certificate for a
 * published article credited to them (myCertificates lists it; the address is on the publisher's public URL).
 */
export const issueCertificate = testHook({
  name: 'certificate',
  input: z.object({
    uid: intField('uid', 1, 2_147_483_647),
    fileId: intField('fileId', 1, 999_999_999),
  }),
  async handle(ctx, input) {
    const [member] = await ctx.db.select().from(members).where(eq(members.uid, input.uid)).limit(1);
    if (!member) throw badInput(`会员 ${input.uid} 不存在`);
    const article = await ctx.articles.article(input.fileId);
    if (!article || article.status !== 1) throw badInput(`稿件 ${input.fileId} 未发布`);
    await ctx.db
      .insert(certificates)
      .values({ uid: input.uid, fileId: input.fileId, issuedAt: ctx.clock.now() })
      .onConflictDoNothing();
    return { url: `${ctx.publicUrl}${certificatePath(await ctx.socketSecret(), input.fileId, input.uid)}` };
  },
});

export const certificateTestHooks = [issueCertificate];
