// The short-video demo's clips (docs/paper.md, Short video): a dozen vertical (9:16) films cut with ffmpeg from the
// publisher's own demo films (films.ts), each as HLS in two-second segments (a player preloads the next video's
// first one) and as an MP4, with its poster: cut once per machine, on a clip's first request, beside the films.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { FILM_SECONDS, filmCacheDir, type Films } from './films.ts';
import { PATTERNS } from './plan.ts';

const run = promisify(execFile);

export const CLIPS = 12;
export const CLIP_WIDTH = 360;
export const CLIP_HEIGHT = 640;
const SEGMENT_SECONDS = 2;
/** Bump when the cut changes, so an old cache is not served. */
const CUT_VERSION = 3;

/** 6, 8 or 10 seconds: short, and not all alike. */
export const clipSeconds = (clip: number) => 6 + (clip % 3) * 2;

/** Where a clip is served: its HLS playlist and MP4 under /media/short/, its poster under /pic/short/. */
export const clipPlaylistPath = (clip: number) => `/media/short/s${clip}.m3u8`;
export const clipPosterRef = (clip: number) => `short/s${clip}.jpg`;

/** The clip a stored address names (`/media/short/s3.m3u8`), or undefined when it is none of ours. */
export function clipOf(address: string): number | undefined {
  const match = /^\/media\/short\/s(\d{1,2})\.m3u8$/.exec(address);
  const clip = match ? Number(match[1]) : NaN;
  return clip < CLIPS ? clip : undefined;
}

/**
 * ffmpeg arguments for clip `clip`: a 9:16 strip of demo film `clip % 3`, from a few seconds in, tinted its own
 * colour, scaled to 360×640; H.264 + AAC as HLS (a key frame at every segment) and as an MP4 with its index first,
 * and its first frame as the poster.
 */
export function clipArgs(clip: number, film: string, work: string): string[] {
  const seconds = clipSeconds(clip);
  const offset = Math.min((clip % 4) * 3, FILM_SECONDS - seconds);
  const stripWidth = Math.floor((360 * 9) / 16 / 2) * 2;
  const x = (clip * 97) % (640 - stripWidth);
  const encode = ['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '30', '-pix_fmt', 'yuv420p'];
  const keys = [
    '-g',
    String(SEGMENT_SECONDS * 25),
    '-keyint_min',
    String(SEGMENT_SECONDS * 25),
    '-sc_threshold',
    '0',
  ];
  // the length on each output: on the input, the HLS demuxer's timestamps let a segment more through
  // a cut from the film's first second holds more audio packets than ffmpeg queues by default before the first video
  // frame is encoded ("Too many packets buffered"): the queue is made big enough for it
  const audio = [
    ...['-map', '0:a', '-t', String(seconds), '-c:a', 'aac', '-b:a', '48k'],
    ...['-max_muxing_queue_size', '4096'],
  ];
  return [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-ss', String(offset), '-i', film],
    '-filter_complex',
    `[0:v]crop=${stripWidth}:360:${x}:0,scale=${CLIP_WIDTH}:${CLIP_HEIGHT},hue=h=${clip * 30},setsar=1,split=3[hls][mp4][poster]`,
    ...['-map', '[hls]', ...audio, ...encode, ...keys],
    ...['-f', 'hls', '-hls_time', String(SEGMENT_SECONDS), '-hls_playlist_type', 'vod'],
    ...['-hls_segment_filename', join(work, `s${clip}-%03d.ts`), join(work, `s${clip}.m3u8`)],
    ...[
      '-map',
      '[mp4]',
      ...audio,
      ...encode,
      '-movflags',
      '+faststart',
      '-f',
      'mp4',
      join(work, `s${clip}.mp4`),
    ],
    ...['-map', '[poster]', '-frames:v', '1', '-q:v', '4', join(work, `s${clip}.jpg`)],
  ];
}

export interface Clips {
  dir: string;
  /** cuts the clip unless it is cut already (one cut at a time per clip in this process) */
  ensure(clip: number): Promise<void>;
}

export function clipCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  return join(filmCacheDir(env), `short-v${CUT_VERSION}`);
}

export function clips(binary: string, films: Films, dir = clipCacheDir()): Clips {
  const cutting = new Map<number, Promise<void>>();

  async function cut(clip: number): Promise<void> {
    const film = clip % PATTERNS.length;
    // the source film's playlist and segments are in the films' cache once this answers
    await films.playlist(film);
    await mkdir(dir, { recursive: true });
    // cut beside the cache, then move the finished files in: a reader never sees half a clip
    const work = await mkdtemp(join(dir, '.cut-'));
    try {
      await run(binary, clipArgs(clip, join(films.dir, `f${film}.m3u8`), work), { timeout: 120_000 });
      // the playlist last: its presence means the clip is whole
      const files = (await readdir(work)).sort(
        (a, b) => Number(a.endsWith('.m3u8')) - Number(b.endsWith('.m3u8')),
      );
      for (const file of files) await rename(join(work, file), join(dir, file));
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }

  return {
    dir,
    async ensure(clip) {
      if (existsSync(join(dir, `s${clip}.m3u8`))) return;
      let pending = cutting.get(clip);
      if (!pending) {
        pending = cut(clip).finally(() => cutting.delete(clip));
        cutting.set(clip, pending);
      }
      await pending;
    },
  };
}
