/** What a `/media/<kind>/<file>` request names, or undefined for anything else. */
export interface MediaRequest {
  kind: 'video' | 'playback' | 'live' | 'hls' | 'audio';
  id: number;
  file: string;
  extension: '.mp4' | '.m3u8' | '.ts' | '.m4a';
  /** a segment of one of the shared demo films (films.ts) */
  segment: boolean;
}

export function mediaRequest(kind: string, file: string): MediaRequest | undefined {
  if (kind === 'playback') {
    const playlist = /^(\d{1,9})\.m3u8$/.exec(file);
    if (playlist) return { kind, id: Number(playlist[1]), file, extension: '.m3u8', segment: false };
  }
  if (kind === 'video' || kind === 'playback') {
    const match = /^(\d{1,9})\.mp4$/.exec(file);
    return match ? { kind, id: Number(match[1]), file, extension: '.mp4', segment: false } : undefined;
  }
  if (kind === 'audio') {
    // one of the shared demo audio pieces (films.ts), the same for every audio article
    const tone = /^tone(\d)\.m4a$/.exec(file);
    if (tone) return { kind, id: Number(tone[1]), file, extension: '.m4a', segment: false };
  }
  if (kind === 'hls') {
    // a video item's playlist, or a segment of one of the shared demo films (films.ts)
    const playlist = /^(\d{1,9})\.m3u8$/.exec(file);
    if (playlist) return { kind, id: Number(playlist[1]), file, extension: '.m3u8', segment: false };
    const segment = /^f(\d)-\d{3}\.ts$/.exec(file);
    if (segment) return { kind, id: Number(segment[1]), file, extension: '.ts', segment: true };
  }
  if (kind === 'live') {
    // a live's stream; its segments are the shared demo film's (/media/hls/)
    const playlist = /^(\d{1,9})\.m3u8$/.exec(file);
    if (playlist) return { kind, id: Number(playlist[1]), file, extension: '.m3u8', segment: false };
  }
  return undefined;
}

// A few test pictures, so neighbouring items do not all show the same film.
export const PATTERNS = ['testsrc2', 'smptehdbars', 'rgbtestsrc'];

/**
 * ffmpeg arguments for a short demo film with a tone: H.264 + AAC, which every phone browser plays, as MP4 with its
 * index first (plays while loading).
 */
export function ffmpegArgs(request: MediaRequest, output: string): string[] {
  const pattern = PATTERNS[request.id % PATTERNS.length];
  const input = [
    ['-f', 'lavfi', '-i', `${pattern}=size=640x360:rate=25`],
    ['-f', 'lavfi', '-i', `sine=frequency=${330 + (request.id % 5) * 55}:sample_rate=44100`],
  ].flat();
  const encode = ['-t', '8', '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '30'];
  const common = [...encode, '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '64k', '-shortest'];
  const head = ['-hide_banner', '-loglevel', 'error', '-y', ...input, ...common];
  return [...head, '-movflags', '+faststart', '-f', 'mp4', output];
}
