import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { certificatePath } from '../../certificate/token.ts';
import { operation } from '../../context.ts';
import { articles, certificates } from '../../db/schema/index.ts';
import { intParam, MAX_ID } from '../../validation.ts';
import { stripHtml, wireTime } from '../../wire.ts';
import { ownMember } from './own-member.ts';

/** A member has a certificate per published contribution; the list is whole, newest first, up to this many. */
export const CERTIFICATE_LIMIT = 100;

/**
 * myCertificates (this edition's, docs/certificate.md): the blockchain certificates (区块链证书) issued to the member
 * for their published contributions, with each PDF's address on the publisher's public URL. An article taken down
 * since drops out of the list (its PDF is 404 too).
 */
export const myCertificates = operation({
  name: 'myCertificates',
  method: 'GET',
  access: 'member',
  input: z.object({ userID: intParam('userID', 1, MAX_ID) }),
  async handle(ctx, input, caller) {
    const uid = ownMember(input.userID, caller);
    const rows = await ctx.db
      .select({ fileId: certificates.fileId, issuedAt: certificates.issuedAt, title: articles.title })
      .from(certificates)
      .innerJoin(articles, eq(articles.fileId, certificates.fileId))
      .where(and(eq(certificates.uid, uid), eq(articles.status, 1)))
      .orderBy(desc(certificates.issuedAt), desc(certificates.fileId))
      .limit(CERTIFICATE_LIMIT);
    const secret = await ctx.socketSecret();
    return {
      list: rows.map((r) => ({
        fileId: r.fileId,
        title: stripHtml(r.title),
        issueTime: wireTime(r.issuedAt),
        url: `${ctx.publicUrl}${certificatePath(secret, r.fileId, uid)}`,
      })),
    };
  },
});
