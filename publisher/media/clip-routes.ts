import type { FastifyInstance, FastifyReply } from 'fastify';
import { STATUS } from '../envelope.ts';
import { CLIPS, clips } from './clips.ts';
import { films } from './films.ts';
import { findFfmpeg } from './routes.ts';

function notFound(reply: FastifyReply) {
  return reply.code(404).send({ status: STATUS.error, message: '视频不存在', data: {} });
}

/**
 * The short-video clips (clips.ts): `/media/short/s<n>.m3u8`, its segments `s<n>-<k>.ts` and `s<n>.mp4`, and the
 * poster `/pic/short/s<n>.jpg`, for n below CLIPS, the same for every short video that plays the clip (as the
 * audio tones are). A clip is cut on its first request; without ffmpeg they answer 503.
 */
export function registerShortClips(app: FastifyInstance): void {
  const ffmpeg = findFfmpeg();
  const cut = ffmpeg ? clips(ffmpeg, films(ffmpeg)) : undefined;
  const cacheControl = { maxAge: 86_400_000 };

  async function send(reply: FastifyReply, clip: number, file: string) {
    if (clip >= CLIPS) return notFound(reply);
    if (!cut) return reply.code(503).send({ status: STATUS.error, message: '视频暂不可用', data: {} });
    try {
      await cut.ensure(clip);
    } catch (error) {
      reply.log.error(error);
      return reply.code(503).send({ status: STATUS.error, message: '视频暂不可用', data: {} });
    }
    return reply.sendFile(file, cut.dir, cacheControl);
  }

  app.get('/media/short/:file', async (request, reply) => {
    const { file } = request.params as { file: string };
    const match = /^s(\d{1,2})(?:\.m3u8|\.mp4|-\d{3}\.ts)$/.exec(file);
    return match ? send(reply, Number(match[1]), file) : notFound(reply);
  });

  app.get('/pic/short/:file', async (request, reply) => {
    const { file } = request.params as { file: string };
    const match = /^s(\d{1,2})\.jpg$/.exec(file);
    if (!match) return reply.code(404).send({ status: STATUS.error, message: '图片不存在', data: {} });
    // a poster is drawn onto a share poster's canvas, as every picture may be (images/routes.ts)
    reply.header('access-control-allow-origin', '*');
    return send(reply, Number(match[1]), file);
  });
}
