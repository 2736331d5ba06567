// The demo's video-on-demand HLS (docs/media.md): three short films, cut once per machine with the ffmpeg
// shipped in @ffmpeg-installer into a cache directory, and one playlist per video item that names the segments
// of its film. Every video item plays a real stream; no large file is committed or made per item.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rename, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PATTERNS } from './plan.ts';

const run = promisify(execFile);

/** A film's length in seconds and its segments' target length: five segments of four seconds. */
export const FILM_SECONDS = 20;
const SEGMENT_SECONDS = 4;
/** Bump when the cut changes, so an old cache is not served. */
const CUT_VERSION = 1;

export function filmCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.PUBLISHER_FILM_CACHE ?? join(tmpdir(), `qinglan-films-v${CUT_VERSION}`);
}

/** Which film a video item plays: neighbouring items show different pictures. */
export function filmOf(id: number): number {
  return id % PATTERNS.length;
}

/** ffmpeg arguments for film `film`: H.264 + AAC in MPEG-TS segments, every segment starting on a key frame. */
export function filmArgs(film: number, dir: string): string[] {
  const pattern = PATTERNS[film % PATTERNS.length];
  return [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', `${pattern}=size=640x360:rate=25`],
    ...['-f', 'lavfi', '-i', `sine=frequency=${440 + film * 110}:sample_rate=44100`],
    ...[
      '-t',
      String(FILM_SECONDS),
      '-c:v',
      'libx264',
      '-preset',
      'veryfast',
      '-crf',
      '30',
      '-pix_fmt',
      'yuv420p',
    ],
    // a key frame every segment, so each segment plays on its own
    ...[
      '-g',
      String(SEGMENT_SECONDS * 25),
      '-keyint_min',
      String(SEGMENT_SECONDS * 25),
      '-sc_threshold',
      '0',
    ],
    ...['-c:a', 'aac', '-b:a', '64k', '-shortest'],
    ...['-f', 'hls', '-hls_time', String(SEGMENT_SECONDS), '-hls_playlist_type', 'vod'],
    ...['-hls_segment_filename', join(dir, `f${film}-%03d.ts`), join(dir, `f${film}.m3u8`)],
  ];
}

/** The demo's audio pieces: a slow chord of tones, long enough to seek in. */
export const TONE_SECONDS = 60;
export const TONES = 3;

/** ffmpeg arguments for tone `tone` as AAC in an MP4 file whose index comes first (plays while loading). */
export function toneArgs(tone: number, dir: string): string[] {
  const base = 220 + tone * 55;
  return [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', `sine=frequency=${base}:sample_rate=44100`],
    ...['-f', 'lavfi', '-i', `sine=frequency=${base * 1.5}:sample_rate=44100`],
    ...['-filter_complex', 'amix=inputs=2,volume=0.6', '-t', String(TONE_SECONDS)],
    ...['-c:a', 'aac', '-b:a', '48k', '-movflags', '+faststart', '-f', 'mp4', join(dir, `tone${tone}.m4a`)],
  ];
}

export interface Films {
  dir: string;
  /** the film's playlist text (segment lines are bare file names), cutting the film first if need be */
  playlist(film: number): Promise<string>;
  /** the audio piece's file name in `dir`, cutting it first if need be */
  tone(tone: number): Promise<string>;
  /** a segment's path on disk, when its film has been cut */
  segmentPath(file: string): string | undefined;
}

export function films(binary: string | undefined, dir = filmCacheDir()): Films {
  const cutting = new Map<string, Promise<void>>();

  async function cut(args: (work: string) => string[]): Promise<void> {
    if (!binary) throw new Error('no ffmpeg on this machine');
    await mkdir(dir, { recursive: true });
    // cut beside the cache, then move the finished files in: a reader never sees half a film
    const work = await mkdtemp(join(dir, '.cut-'));
    try {
      await run(binary, args(work), { timeout: 120_000 });
      const files = (await readdir(work)).sort(
        (a, b) => Number(a.endsWith('.m3u8')) - Number(b.endsWith('.m3u8')),
      );
      // segments first, the playlist last: its presence means the film is whole
      for (const file of files) await rename(join(work, file), join(dir, file));
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }

  /** `file` in the cache, cut once (one cut at a time per file in this process) */
  async function once(file: string, args: (work: string) => string[]): Promise<string> {
    const path = join(dir, file);
    if (!existsSync(path)) {
      let pending = cutting.get(file);
      if (!pending) {
        pending = cut(args).finally(() => cutting.delete(file));
        cutting.set(file, pending);
      }
      await pending;
    }
    return path;
  }

  return {
    dir,
    async playlist(film) {
      const path = await once(`f${film}.m3u8`, (work) => filmArgs(film, work));
      // its segment lines are bare file names: served beside the item's playlist (/media/hls/f1-000.ts)
      return readFile(path, 'utf8');
    },
    async tone(tone) {
      await once(`tone${tone}.m4a`, (work) => toneArgs(tone, work));
      return `tone${tone}.m4a`;
    },
    segmentPath(file) {
      const path = join(dir, file);
      return existsSync(path) ? path : undefined;
    },
  };
}
