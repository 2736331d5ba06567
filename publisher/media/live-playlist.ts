// A live stream made of a finished film (docs/live.md, "Live video"): the film's HLS segments played on a loop, as a
// live playlist whose window slides with the clock, and the same film as a finished (VOD) playlist for playback.
// Pure: the caller reads the film's playlist and the clock.

export interface Segment {
  /** the segment's address, relative to the playlist that names it */
  uri: string;
  seconds: number;
}

/** The segments of a media playlist (EXTINF and the line after it); anything else is ignored. */
export function playlistSegments(text: string, base = ''): Segment[] {
  const segments: Segment[] = [];
  let seconds: number | undefined;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    const extinf = /^#EXTINF:([\d.]+)/.exec(line);
    if (extinf) seconds = Number(extinf[1]);
    else if (line && !line.startsWith('#') && seconds !== undefined) {
      if (seconds > 0) segments.push({ uri: `${base}${line}`, seconds });
      seconds = undefined;
    }
  }
  return segments;
}

const header = (segments: Segment[]) => [
  '#EXTM3U',
  '#EXT-X-VERSION:3',
  `#EXT-X-TARGETDURATION:${Math.ceil(Math.max(...segments.map((s) => s.seconds)))}`,
];

const entry = (s: Segment) => [`#EXTINF:${s.seconds.toFixed(3)},`, s.uri];

/** The live window: how many segments a live playlist names (three target durations, what players hold back). */
export const LIVE_WINDOW = 4;

/**
 * The live playlist `elapsedMs` after the stream began: the film looped, its segments numbered on from 0 across
 * loops (EXT-X-MEDIA-SEQUENCE), the last `window` segments that have finished airing (at the very start, the first
 * `window`), a discontinuity where the film starts over (the timestamps restart), and no end.
 */
export function livePlaylist(film: Segment[], elapsedMs: number, window = LIVE_WINDOW): string {
  if (film.length === 0) throw new Error('a live stream needs a film with segments');
  const loopSeconds = film.reduce((sum, s) => sum + s.seconds, 0);
  const elapsed = Math.max(0, elapsedMs) / 1000;
  const loops = Math.floor(elapsed / loopSeconds);
  // segments finished within the current loop
  let within = 0;
  for (let t = 0, i = 0; i < film.length && t + film[i]!.seconds <= elapsed - loops * loopSeconds; i++) {
    t += film[i]!.seconds;
    within = i + 1;
  }
  const aired = loops * film.length + within;
  const last = Math.max(aired, window) - 1;
  const first = last - window + 1;
  const lines = [
    ...header(film),
    `#EXT-X-MEDIA-SEQUENCE:${first}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${Math.floor(first / film.length)}`,
  ];
  for (let k = first; k <= last; k++) {
    if (k > first && k % film.length === 0) lines.push('#EXT-X-DISCONTINUITY');
    lines.push(...entry(film[k % film.length]!));
  }
  return `${lines.join('\n')}\n`;
}

/** The playback: the film once, finished (a player may seek anywhere and knows the length). */
export function vodPlaylist(film: Segment[]): string {
  if (film.length === 0) throw new Error('a playback needs a film with segments');
  return `${[...header(film), '#EXT-X-PLAYLIST-TYPE:VOD', '#EXT-X-MEDIA-SEQUENCE:0', ...film.flatMap(entry), '#EXT-X-ENDLIST'].join('\n')}\n`;
}
