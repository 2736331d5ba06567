import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { PublisherContext } from '../context.ts';
import { members } from '../db/schema/index.ts';
import { stripHtml, wireTime } from '../wire.ts';
import { onePagePdf } from './pdf.ts';
import { courseCertificatePdf } from './course.ts';
import { readCertificateName, readCourseCertificateName } from './token.ts';

/**
 * The blockchain certificate (区块链证书, spec §2 previewPDF.html) of a member's published contribution, as a PDF
 * from the publisher's own host. The chain record it stands for is the SHA-256 fingerprint of the article's text as
 * published: the same text gives the same fingerprint, so a reader can check the certificate against the article.
 * Unsigned, foreign or tampered names, unpublished articles and deleted members are all the same 404. A completed
 * course's certificate (`course-…`, course.ts) is served here too.
 */
export function registerCertificates(app: FastifyInstance, ctx: PublisherContext): void {
  app.get('/app_if/certificate/:name', async (request, reply) => {
    const { name } = request.params as { name: string };
    const secret = await ctx.socketSecret();
    const course = readCourseCertificateName(secret, name);
    if (course) {
      const pdf = await courseCertificatePdf(ctx, course);
      if (!pdf) return reply.code(404).type('text/plain; charset=utf-8').send('证书不存在');
      return sendPdf(reply, `certificate-course-${course.courseId}-${course.uid}.pdf`, pdf);
    }
    const signed = readCertificateName(secret, name);
    const article = signed ? await ctx.articles.article(signed.fileId) : undefined;
    const [member] = signed
      ? await ctx.db.select().from(members).where(eq(members.uid, signed.uid)).limit(1)
      : [];
    if (!signed || !article || article.status !== 1 || !member || member.cancelledAt !== null) {
      return reply.code(404).type('text/plain; charset=utf-8').send('证书不存在');
    }
    const fingerprint = createHash('sha256').update(article.content).digest('hex');
    const pdf = onePagePdf(
      [
        { text: 'Blockchain Certificate of Publication', size: 22 },
        { text: `Certificate No. ${signed.fileId}-${signed.uid}`, size: 13 },
        { text: `Contribution: article ${signed.fileId}`, size: 13 },
        { text: `Contributor: member ${signed.uid}`, size: 13 },
        { text: `Published: ${wireTime(article.publishedAt).slice(0, 16)} (UTC+8)`, size: 13 },
        { text: 'Content fingerprint (SHA-256):', size: 13 },
        { text: fingerprint.slice(0, 32), size: 12 },
        { text: fingerprint.slice(32), size: 12 },
        { text: `Issued by ${new URL(ctx.publicUrl).host}`, size: 11 },
      ],
      `区块链证书 · ${stripHtml(article.title)}`,
    );
    return sendPdf(reply, `certificate-${signed.fileId}-${signed.uid}.pdf`, pdf);
  });
}

function sendPdf(reply: FastifyReply, filename: string, pdf: Buffer): FastifyReply {
  return reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${filename}"`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, max-age=300')
    .send(pdf);
}
