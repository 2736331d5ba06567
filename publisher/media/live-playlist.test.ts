import { describe, expect, it } from 'vitest';
import { livePlaylist, playlistSegments, vodPlaylist } from './live-playlist.ts';

const filmText = [
  '#EXTM3U',
  '#EXT-X-VERSION:3',
  '#EXT-X-TARGETDURATION:4',
  '#EXT-X-MEDIA-SEQUENCE:0',
  '#EXT-X-PLAYLIST-TYPE:VOD',
  '#EXTINF:4.000000,',
  'f0-000.ts',
  '#EXTINF:4.000000,',
  'f0-001.ts',
  '#EXTINF:4.000000,',
  'f0-002.ts',
  '#EXTINF:4.000000,',
  'f0-003.ts',
  '#EXTINF:4.000000,',
  'f0-004.ts',
  '#EXT-X-ENDLIST',
].join('\n');
const film = playlistSegments(filmText, '../hls/');

const sequence = (text: string) => Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(text)![1]);
const uris = (text: string) => text.split('\n').filter((l) => l.endsWith('.ts'));

describe('the demo live stream', () => {
  it('reads a film’s segments with their lengths, under the base given', () => {
    expect(film).toHaveLength(5);
    expect(film[0]).toEqual({ uri: '../hls/f0-000.ts', seconds: 4 });
  });

  it('starts with a full window and advances one segment every four seconds', () => {
    const start = livePlaylist(film, 0);
    expect(sequence(start)).toBe(0);
    expect(uris(start)).toEqual([
      '../hls/f0-000.ts',
      '../hls/f0-001.ts',
      '../hls/f0-002.ts',
      '../hls/f0-003.ts',
    ]);
    expect(start).not.toContain('#EXT-X-ENDLIST');
    expect(sequence(livePlaylist(film, 15_999))).toBe(0);
    expect(sequence(livePlaylist(film, 20_000))).toBe(1);
    expect(sequence(livePlaylist(film, 24_000))).toBe(2);
  });

  it('loops the film with a discontinuity where it starts over, counted once it has slid out', () => {
    const looped = livePlaylist(film, 28_000);
    expect(uris(looped)).toEqual([
      '../hls/f0-003.ts',
      '../hls/f0-004.ts',
      '../hls/f0-000.ts',
      '../hls/f0-001.ts',
    ]);
    expect(looped.split('\n').indexOf('#EXT-X-DISCONTINUITY')).toBe(
      looped.split('\n').indexOf('../hls/f0-004.ts') + 1,
    );
    expect(looped).toContain('#EXT-X-DISCONTINUITY-SEQUENCE:0');
    // an hour on: the numbering goes on, the window still four
    const later = livePlaylist(film, 3_600_000);
    expect(sequence(later)).toBe(3_600 / 4 - 4);
    expect(later).toContain(`#EXT-X-DISCONTINUITY-SEQUENCE:${Math.floor((3_600 / 4 - 4) / 5)}`);
    expect(uris(later)).toHaveLength(4);
  });

  it('the same request at the same moment answers the same playlist (any publisher process)', () => {
    expect(livePlaylist(film, 123_456)).toBe(livePlaylist(film, 123_456));
    expect(livePlaylist(film, -5_000)).toBe(livePlaylist(film, 0));
  });

  it('playback is the film once, finished', () => {
    const vod = vodPlaylist(film);
    expect(uris(vod)).toHaveLength(5);
    expect(vod).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
    expect(vod.trim().endsWith('#EXT-X-ENDLIST')).toBe(true);
  });
});
