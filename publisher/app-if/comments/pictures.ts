import type { FastifyInstance } from 'fastify';
import type { PublisherContext } from '../../context.ts';
import { STATUS } from '../../envelope.ts';

const TYPES: Record<string, string> = { jpg: 'image/jpeg', bmp: 'image/bmp' };

/**
 * Members' comment pictures at /pic/comment/<id>.<format> (under /pic/, so the app server's proxy serves them from
 * the page's origin). Only what discussUpload checked and kept is here; it never changes, so it is cached for good,
 * and `nosniff` keeps a browser from reading it as anything but the picture type it is sent as.
 */
export function registerCommentPictures(app: FastifyInstance, ctx: PublisherContext): void {
  app.get('/pic/comment/:ref', async (request, reply) => {
    const { ref } = request.params as { ref: string };
    const picture = /^\d{1,10}\.(jpg|bmp)$/.test(ref) ? await ctx.comments.picture(ref) : undefined;
    if (!picture) return reply.code(404).send({ status: STATUS.error, message: '图片不存在', data: {} });
    return reply
      .type(TYPES[picture.format] ?? 'application/octet-stream')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(picture.bytes);
  });
}
