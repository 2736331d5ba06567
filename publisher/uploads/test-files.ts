// Files a member might send, made for the tests (never committed): a phone photo with its position and a sideways
// orientation, a short film that says where it was shot, and a second of sound in each audio format.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { findFfmpeg } from '../media/routes.ts';
import { inTempDir } from './ffmpeg.ts';

const run = promisify(execFile);

/** Where the test film "was shot": written into it as a phone would, and never in what is stored. */
export const FILMED_AT = '+37.7749-122.4194/';

/** A 40×20 JPEG that says it must be turned (EXIF orientation 6: the camera was held upright) and where it was taken. */
export const phonePhoto = () =>
  sharp({ create: { width: 40, height: 20, channels: 3, background: '#3366aa' } })
    .jpeg()
    .withMetadata({
      orientation: 6,
      exif: {
        IFD0: { Make: 'Phone', Model: 'Test' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '37/1 46/1 2964/100',
          GPSLongitudeRef: 'W',
          GPSLongitude: '122/1 25/1 910/100',
        },
      },
    })
    .toBuffer();

export const png = (width = 32, height = 24) =>
  sharp({ create: { width, height, channels: 3, background: '#33aa66' } })
    .png()
    .toBuffer();

/** Runs ffmpeg with `args` writing `name` in a scratch folder and answers the file's bytes. */
async function made(args: string[], name: string): Promise<Buffer> {
  const ffmpeg = findFfmpeg();
  if (!ffmpeg) throw new Error('the tests need the ffmpeg of @ffmpeg-installer/linux-x64');
  return inTempDir(async (dir) => {
    await run(ffmpeg, ['-hide_banner', '-loglevel', 'error', '-y', ...args, join(dir, name)]);
    return readFile(join(dir, name));
  });
}

/** A 2 s film (160×120, 10 fps, H.264 with AAC sound) as a phone's MOV, with where it was shot in its metadata. */
export const film = () =>
  made(
    [
      ...['-f', 'lavfi', '-i', 'testsrc=duration=2:size=160x120:rate=10'],
      ...['-f', 'lavfi', '-i', 'sine=duration=2'],
      ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest'],
      ...['-metadata', `location=${FILMED_AT}`, '-f', 'mov'],
    ],
    'film.mov',
  );

/** One second of a tone, in the format the extension names (m4a, mp3, aac as raw ADTS, or amr). */
export const tone = (extension: 'm4a' | 'mp3' | 'aac' | 'amr') =>
  made(
    [
      ...['-f', 'lavfi', '-i', 'sine=duration=1'],
      ...(extension === 'amr'
        ? ['-ar', '8000', '-ac', '1', '-c:a', 'libopencore_amrnb', '-b:a', '12.2k']
        : extension === 'mp3'
          ? ['-c:a', 'libmp3lame', '-metadata', 'comment=recorded at home']
          : ['-c:a', 'aac', ...(extension === 'aac' ? ['-f', 'adts'] : [])]),
    ],
    `tone.${extension}`,
  );
