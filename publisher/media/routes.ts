import { execFile } from 'node:child_process';
import { access, mkdir, rename } from 'node:fs/promises';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { promisify } from 'node:util';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { PublisherContext } from '../context.ts';
import { STATUS } from '../envelope.ts';
import { ffmpegArgs, mediaRequest, PATTERNS, type MediaRequest } from './plan.ts';
import { filmOf, films, TONES } from './films.ts';
import { livePlaylist, playlistSegments, vodPlaylist } from './live-playlist.ts';

const run = promisify(execFile);

/**
 * The ffmpeg binary shipped inside the @ffmpeg-installer package (an optional dependency for linux-x64):
 * no network and no system package is needed to make the demo's films. Elsewhere the films are simply absent.
 */
export function findFfmpeg(): string | undefined {
  try {
    return createRequire(import.meta.url).resolve('@ffmpeg-installer/linux-x64/ffmpeg');
  } catch {
    return undefined;
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

function notFound(reply: FastifyReply) {
  return reply.code(404).send({ status: STATUS.error, message: '视频不存在', data: {} });
}

/**
 * The demo's video, playback and live-stream files: MP4 films (`/media/video/<id>.mp4`, `/media/playback/<id>.mp4`)
 * made once, on the first request, and kept on disk (range requests answered: Safari plays no MP4 without them);
 * and HLS playlists over the shared demo films of films.ts, whose segments are `/media/hls/f<k>-<n>.ts`: a video
 * item's `/media/hls/<id>.m3u8`, a live's stream `/media/live/<id>.m3u8` (a window sliding with the clock) and its
 * playback `/media/playback/<id>.m3u8`. Only for items whose stored addresses name them.
 */
export function registerMedia(app: FastifyInstance, ctx: PublisherContext): void {
  const root = join(ctx.dataDir, 'media');
  const ffmpeg = findFfmpeg();
  const making = new Map<string, Promise<void>>();
  const demoFilms = films(ffmpeg);

  // cut the demo films once per machine at start, one after another, so the first reader waits for none
  if (ffmpeg) {
    app.addHook('onReady', () => {
      void (async () => {
        for (let film = 0; film < PATTERNS.length; film++) await demoFilms.playlist(film);
        for (let tone = 0; tone < TONES; tone++) await demoFilms.tone(tone);
      })().catch((error: unknown) => app.log.warn({ err: error }, 'demo films not cut'));
    });
  }

  // the static plugin warns at boot about a root that does not exist yet (a fresh data directory)
  mkdirSync(root, { recursive: true });
  app.register(fastifyStatic, { root, serve: false, decorateReply: true });

  async function make(request: MediaRequest, binary: string): Promise<void> {
    const dir = join(root, request.kind);
    await mkdir(dir, { recursive: true });
    const temp = join(dir, `${request.id}.part${request.extension}`);
    await run(binary, ffmpegArgs(request, temp), { timeout: 60_000 });
    await rename(temp, join(dir, request.file));
  }

  app.get('/media/:kind/:file', async (request, reply) => {
    const { kind, file } = request.params as { kind: string; file: string };
    const wanted = mediaRequest(kind, file);
    if (!wanted) return notFound(reply);
    const cacheControl = { maxAge: 86_400_000 };

    if (wanted.kind === 'hls' && wanted.segment) {
      return demoFilms.segmentPath(wanted.file)
        ? reply.sendFile(wanted.file, demoFilms.dir, cacheControl)
        : notFound(reply);
    }
    if (wanted.kind === 'audio') {
      if (wanted.id >= TONES) return notFound(reply);
      if (!ffmpeg) return reply.code(503).send({ status: STATUS.error, message: '音频暂不可用', data: {} });
      try {
        return reply.sendFile(await demoFilms.tone(wanted.id), demoFilms.dir, cacheControl);
      } catch (error) {
        request.log.error(error);
        return reply.code(503).send({ status: STATUS.error, message: '音频暂不可用', data: {} });
      }
    }

    const article = await ctx.articles.article(wanted.id);
    const stored = [
      article?.videoUrl,
      ...(article?.liveConfig?.videos ?? []).flatMap((v) => [v.appLiveUrl, v.appPlaybackUrl]),
    ];
    if (!article || article.status !== 1 || !stored.includes(`/media/${wanted.kind}/${wanted.file}`)) {
      return notFound(reply);
    }
    if (!ffmpeg) {
      return reply.code(503).send({ status: STATUS.error, message: '视频暂不可用', data: {} });
    }

    if (wanted.extension === '.m3u8') {
      // every playlist plays one of the shared demo films: a video item's and a live's playback as it is, a live's
      // stream as a window sliding over it with the clock since the live was published (live-playlist.ts)
      const live = wanted.kind === 'live';
      try {
        const playlist = await demoFilms.playlist(filmOf(wanted.id));
        const film = () => playlistSegments(playlist, '../hls/');
        const text =
          wanted.kind === 'hls'
            ? playlist
            : live
              ? livePlaylist(film(), ctx.clock.now() - article.publishedAt)
              : vodPlaylist(film());
        return reply
          .type('application/vnd.apple.mpegurl')
          .header('cache-control', live ? 'no-cache' : 'public, max-age=86400')
          .send(text);
      } catch (error) {
        request.log.error(error);
        return reply.code(503).send({ status: STATUS.error, message: '视频暂不可用', data: {} });
      }
    }

    const path = join(wanted.kind, wanted.file);
    if (!(await exists(join(root, path)))) {
      let pending = making.get(path);
      if (!pending) {
        pending = make(wanted, ffmpeg).finally(() => making.delete(path));
        making.set(path, pending);
      }
      try {
        await pending;
      } catch (error) {
        request.log.error(error);
        return reply.code(503).send({ status: STATUS.error, message: '视频暂不可用', data: {} });
      }
    }
    return reply.sendFile(path, cacheControl);
  });
}
