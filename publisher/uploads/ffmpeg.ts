// Running the ffmpeg binary of @ffmpeg-installer (publisher/media/routes.ts finds it) on a member's file. Every run
// reads one local file with a demuxer named by its bytes (detect.ts) and may open nothing else: no network, no
// playlist, no second file.
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A run over a 200 MB film copies it; a minute is plenty, and a stuck decoder is stopped. */
const RUN_TIMEOUT_MS = 120_000;

/** Runs ffmpeg quietly and answers what it wrote to stderr (the input's description); rejects when it fails. */
export async function ffmpeg(binary: string, args: string[]): Promise<string> {
  const { stderr } = await run(binary, ['-hide_banner', '-nostdin', '-nostats', ...args], {
    timeout: RUN_TIMEOUT_MS,
    maxBuffer: 8 * 1024 * 1024,
  });
  return stderr;
}

/** The input arguments for one local file read with the given demuxer. */
export const inputFile = (demuxer: string, file: string, seekSeconds?: number) => [
  ...(seekSeconds ? ['-ss', String(seekSeconds)] : []),
  ...['-protocol_whitelist', 'file', '-f', demuxer, '-i', file],
];

/** Runs `work` in a fresh temporary folder, removed afterwards whatever happened. */
export async function inTempDir<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'publisher-upload-'));
  try {
    return await work(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
