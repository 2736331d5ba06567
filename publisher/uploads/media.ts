// A member's video or audio made safe to publish, with the ffmpeg binary: the streams copied into a new file
// without the container's metadata (a phone writes where and when it filmed, in mov/mp4 `©xyz` and its own
// metadata tracks), a video's poster taken from its first clear frame, and the length read from the new file.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loadSharp } from '../images/render.ts';
import type { MediaDemuxer } from './detect.ts';
import { ffmpeg, inputFile, inTempDir } from './ffmpeg.ts';
import { notTaken, tooBig, type Kind } from './kinds.ts';
import type { SafeFile } from './picture.ts';

/** What ffmpeg says of a file's input: its length and the codec of its first video and audio streams. */
export interface Inspection {
  durationMs: number | undefined;
  video: string | undefined;
  audio: string | undefined;
}

/** Reads ffmpeg's description of its input (stderr, before any `Output #0`). A cover picture is not a video. */
export function readInspection(stderr: string): Inspection {
  const input = stderr.split(/^Output #0/m)[0] ?? '';
  const duration = /Duration: (\d+):(\d\d):(\d\d(?:\.\d+)?)/.exec(input);
  const streams = [...input.matchAll(/Stream #0:\d+.*?: (Video|Audio): ([\w-]+)(.*)$/gm)];
  return {
    durationMs: duration
      ? Math.round(((Number(duration[1]) * 60 + Number(duration[2])) * 60 + Number(duration[3])) * 1000)
      : undefined,
    video: streams.find((s) => s[1] === 'Video' && !s[3]!.includes('(attached pic)'))?.[2],
    audio: streams.find((s) => s[1] === 'Audio')?.[2],
  };
}

/** Reads the whole file through its demuxer (a copy to nowhere): a file ffmpeg cannot read fails here. */
const inspect = async (binary: string, demuxer: string, file: string) =>
  readInspection(
    await ffmpeg(binary, [...inputFile(demuxer, file), '-map', '0', '-c', 'copy', '-f', 'null', '-']),
  );

/** The streams kept and how: the first video and audio only (no metadata, data or subtitle tracks), copied. */
function videoArgs(found: Inspection): string[] {
  return [
    ...['-map', '0:v:0', '-map', '0:a:0?', '-map_metadata', '-1', '-map_chapters', '-1', '-c:v', 'copy'],
    // Safari plays HEVC in MP4 only under the hvc1 tag (an iPhone's mov says hvc1 already; others say hev1)
    ...(found.video === 'hevc' ? ['-tag:v', 'hvc1'] : []),
    // browsers play AAC in MP4; a camera's PCM or other sound cannot even go into it
    ...['-c:a', found.audio === 'aac' ? 'copy' : 'aac'],
    ...['-movflags', '+faststart', '-f', 'mp4'],
  ];
}

/** An MP3 stays an MP3 (without its ID3 tags); the rest becomes AAC in an M4A (AMR plays in no browser). */
function audioArgs(demuxer: MediaDemuxer, found: Inspection): string[] {
  const common = ['-map', '0:a:0', '-map_metadata', '-1'];
  if (demuxer === 'mp3') return [...common, '-c:a', 'copy', '-id3v2_version', '0', '-f', 'mp3'];
  return [
    ...common,
    ...(found.audio === 'aac' ? ['-c:a', 'copy'] : ['-c:a', 'aac', '-b:a', '96k']),
    ...['-movflags', '+faststart', '-f', 'mp4'],
  ];
}

/** The poster's widest side: as wide as the player ever draws it. */
const POSTER_MAX_WIDTH = 1280;
/**
 * The poster: the most typical of 30 frames (ffmpeg's thumbnail filter, which passes over fades from black and
 * flashes), from 1 s in when the video is long enough, scaled before they are held (30 4K frames would be 360 MB).
 */
function posterArgs(durationMs: number, file: string, out: string): string[] {
  return [
    ...inputFile('mov', file, durationMs >= 2_000 ? 1 : 0),
    ...['-vf', `scale=w=min(${POSTER_MAX_WIDTH}\\,iw):h=-2,thumbnail=30`, '-frames:v', '1'],
    ...['-f', 'image2', '-c:v', 'png', out],
  ];
}

export interface SafeMedia {
  kind: 'video' | 'audio';
  file: SafeFile;
  /** a video's poster, a JPEG */
  poster?: Buffer;
  durationMs: number;
}

/**
 * The stored copy of a video or audio file read with `demuxer`: a video as MP4, an audio as MP3 or M4A. Its kind is
 * what its streams are (an MP4 with sound only is audio); it must be `wanted` (undefined: any) and within that
 * kind's limit. Throws the kind's refusal for a file ffmpeg cannot read or rewrite.
 */
export async function safeMedia(
  binary: string,
  bytes: Buffer,
  demuxer: MediaDemuxer,
  wanted: Kind | undefined,
  limits: Record<Kind, number>,
): Promise<SafeMedia> {
  return inTempDir(async (dir) => {
    const original = join(dir, 'original');
    await writeFile(original, bytes);
    const found = await inspect(binary, demuxer, original).catch(() => undefined);
    const kind = found?.video ? 'video' : found?.audio ? 'audio' : undefined;
    if (!found || !kind || (wanted && wanted !== kind)) throw notTaken(wanted ?? kind);
    if (bytes.length > limits[kind]) throw tooBig(kind, limits[kind]);

    const video = kind === 'video';
    const extension = video ? 'mp4' : demuxer === 'mp3' ? 'mp3' : 'm4a';
    const safe = join(dir, `safe.${extension}`);
    const args = video ? videoArgs(found) : audioArgs(demuxer, found);
    try {
      await ffmpeg(binary, [...inputFile(demuxer, original), ...args, safe]);
      // the length of what is served, read back: raw AAC and MP3 without a header only estimate theirs
      const { durationMs } = await inspect(binary, extension === 'mp3' ? 'mp3' : 'mov', safe);
      if (!durationMs) throw new Error('no length');
      const poster = video ? await posterOf(binary, durationMs, safe, join(dir, 'poster.png')) : undefined;
      const contentType = video ? 'video/mp4' : extension === 'mp3' ? 'audio/mpeg' : 'audio/mp4';
      return { kind, file: { bytes: await readFile(safe), extension, contentType }, poster, durationMs };
    } catch {
      throw notTaken(kind);
    }
  });
}

async function posterOf(binary: string, durationMs: number, file: string, png: string): Promise<Buffer> {
  await ffmpeg(binary, posterArgs(durationMs, file, png));
  const sharp = await loadSharp();
  return sharp(png).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}
