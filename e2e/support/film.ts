import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/**
 * A phone's short film: 3 s of 640×360 at 25 fps, H.264 with AAC sound, as the MP4 a phone camera writes, made with
 * the ffmpeg the publisher ships (@ffmpeg-installer), so a journey sends a real film through the upload service.
 */
export async function phoneFilm(): Promise<Buffer> {
  const ffmpeg = createRequire(import.meta.url).resolve('@ffmpeg-installer/linux-x64/ffmpeg');
  const dir = await mkdtemp(join(tmpdir(), 'e2e-film-'));
  const file = join(dir, 'VID_0001.mp4');
  try {
    await promisify(execFile)(ffmpeg, [
      ...['-hide_banner', '-loglevel', 'error', '-y'],
      ...['-f', 'lavfi', '-i', 'testsrc=duration=3:size=640x360:rate=25'],
      ...['-f', 'lavfi', '-i', 'sine=duration=3'],
      ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', '-f', 'mp4', file],
    ]);
    return await readFile(file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
