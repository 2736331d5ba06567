import { courseCertificatePath } from '../../certificate/token.ts';
import type { PublisherContext } from '../../context.ts';

/** The address of the member's certificate for a completed course, on the publisher's public URL (previewPDF.html). */
export const courseCertificateUrl = async (ctx: PublisherContext, courseId: number, uid: number) =>
  `${ctx.publicUrl}${courseCertificatePath(await ctx.socketSecret(), courseId, uid)}`;
