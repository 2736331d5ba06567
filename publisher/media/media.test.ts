import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  anonymousToken,
  callAppIf,
  editorHeaders,
  testPublisher,
  type TestPublisher,
} from '../test-support.ts';

let pub: TestPublisher;
beforeAll(async () => {
  pub = await testPublisher();
});
afterAll(() => pub.close());

async function firstItem(columnId: number, articleType: number) {
  const token = await anonymousToken(pub.app);
  const { body } = await callAppIf(pub.app, 'getArticles', { columnId }, { token });
  const list = (body.data as { list: { fileId: number; articleType: number }[] }).list;
  const item = list.find((a) => a.articleType === articleType);
  if (!item) throw new Error(`no type ${articleType} item in column ${columnId}`);
  return { item, token };
}

describe('demo media', () => {
  it('serves a video item as a real HLS stream: a playlist whose segments are MPEG-TS pieces of a demo film', async () => {
    const { item, token } = await firstItem(4, 2);
    const { body } = await callAppIf(pub.app, 'getArticleContent', { articleId: item.fileId }, { token });
    const videoUrl = new URL((body.data as { videoUrl: string }).videoUrl);
    expect(videoUrl.pathname).toBe(`/media/hls/${item.fileId}.m3u8`);

    const playlist = await pub.app.inject({ url: videoUrl.pathname });
    expect(playlist.statusCode).toBe(200);
    expect(playlist.headers['content-type']).toContain('mpegurl');
    expect(playlist.body).toContain('#EXTM3U');
    expect(playlist.body).toContain('#EXT-X-ENDLIST');
    const segments = playlist.body.split('\n').filter((line) => line.endsWith('.ts'));
    expect(segments.length).toBeGreaterThanOrEqual(4);
    for (const segment of segments) {
      const piece = await pub.app.inject({ url: `/media/hls/${segment}` });
      expect(piece.statusCode).toBe(200);
      // an MPEG transport stream is 188-byte packets, each starting with the sync byte 0x47
      expect(piece.rawPayload[0]).toBe(0x47);
      expect(piece.rawPayload[188]).toBe(0x47);
    }
  });

  it('serves playback films as MP4 with range requests', async () => {
    const token = await anonymousToken(pub.app);
    const { body } = await callAppIf(pub.app, 'getArticles', { columnId: 6 }, { token });
    const lives = (body.data as { list: { fileId: number; articleType: number }[] }).list;
    let film: string | undefined;
    for (const live of lives) {
      const content = await callAppIf(pub.app, 'getArticleContent', { articleId: live.fileId }, { token });
      const videos = (content.body.data as { config?: { videos?: { appPlaybackUrl: string }[] } }).config
        ?.videos;
      film = videos?.map((v) => v.appPlaybackUrl).find(Boolean);
      if (film) break;
    }
    expect(film, 'an ended live room with its playback in the demo').toBeTruthy();
    const path = new URL(film!).pathname;
    const whole = await pub.app.inject({ url: path });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toContain('video/mp4');
    // an MP4 starts with its ftyp box; with +faststart the index (moov) comes before the pictures (mdat)
    expect(whole.rawPayload.subarray(4, 8).toString()).toBe('ftyp');
    expect(whole.rawPayload.indexOf('moov')).toBeLessThan(whole.rawPayload.indexOf('mdat'));

    const part = await pub.app.inject({ url: path, headers: { range: 'bytes=0-99' } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.length).toBe(100);
  });

  it('serves a running live room as an HLS playlist whose segments are there', async () => {
    const token = await anonymousToken(pub.app);
    const { body } = await callAppIf(pub.app, 'getArticles', { columnId: 6 }, { token });
    const lives = (body.data as { list: { fileId: number; articleType: number }[] }).list.filter(
      (a) => a.articleType === 6,
    );
    let playlist: string | undefined;
    for (const live of lives) {
      const content = await callAppIf(pub.app, 'getArticleContent', { articleId: live.fileId }, { token });
      const videos = (content.body.data as { config?: { videos?: { appLiveUrl: string }[] } }).config?.videos;
      playlist = videos?.map((v) => v.appLiveUrl).find(Boolean);
      if (playlist) break;
    }
    expect(playlist, 'a running live room in the demo').toBeTruthy();
    const answer = await pub.app.inject({ url: new URL(playlist!).pathname });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('#EXTM3U');
    const segment = answer.body.split('\n').find((line) => line.endsWith('.ts'));
    expect(segment).toBeTruthy();
    const piece = await pub.app.inject({ url: new URL(segment!, playlist).pathname });
    expect(piece.statusCode).toBe(200);
    expect(piece.rawPayload[0]).toBe(0x47);
  });

  it('answers 404 for media no item names and for odd names', async () => {
    for (const path of [
      '/media/video/99999999.mp4',
      '/media/video/abc.mp4',
      '/media/live/1-000.ts',
      '/media/x/1.mp4',
      '/media/hls/99999999.m3u8',
      '/media/hls/f9-000.ts',
      '/media/hls/../f0.m3u8',
      '/media/audio/tone7.m4a',
      '/media/audio/x.m4a',
    ]) {
      const answer = await pub.app.inject({ url: path });
      expect(answer.statusCode).toBe(404);
      expect(answer.body).not.toMatch(/at .*\.ts:\d+/);
    }
  });
});

/** A live playlist's window: the number of its first segment and the segments' addresses, resolved. */
function windowOf(text: string, url: string) {
  const sequence = Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(text)![1]);
  const uris = text
    .split('\n')
    .filter((l) => l.endsWith('.ts'))
    .map((l) => new URL(l, `http://publisher${url}`).pathname);
  return { sequence, uris };
}

describe('a live’s demo video line', () => {
  it('streams the demo film as a live window that slides with the clock, with no gap, and plays it back finished', async () => {
    const made = await pub.app.inject({
      method: 'POST',
      url: '/editor/api/lives',
      headers: editorHeaders,
      payload: { title: '龙舟赛', startTime: pub.clock.now(), demoVideo: true },
    });
    const liveId = (made.json() as { id: number }).id;
    const token = await anonymousToken(pub.app);
    const { body } = await callAppIf(pub.app, 'liveView', { id: liveId }, { token });
    const [line] = (
      JSON.parse((body.data as { main: { config: string } }).main.config) as {
        videos: { appLiveUrl: string; appPlaybackUrl: string }[];
      }
    ).videos;
    const live = new URL(line!.appLiveUrl).pathname;
    const first = await pub.app.inject({ url: live });
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('mpegurl');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.body).not.toContain('#EXT-X-ENDLIST');
    const start = windowOf(first.body, live);
    // the shared demo film's segments, which exist
    expect(start.uris[0]).toMatch(/^\/media\/hls\/f\d-\d{3}\.ts$/);
    for (const uri of start.uris) expect((await pub.app.inject({ url: uri })).statusCode).toBe(200);

    // ninety seconds in steps of four (a segment each): the stream's n-th segment is always the same piece,
    // and every step's window starts at most one past the last one's (nothing a player holds is skipped)
    const stream = new Map<number, string>();
    let previous = start;
    for (let step = 0; step < 23; step++) {
      const now = windowOf((await pub.app.inject({ url: live })).body, live);
      expect(now.sequence).toBeGreaterThanOrEqual(previous.sequence);
      expect(now.sequence).toBeLessThanOrEqual(previous.sequence + 1);
      now.uris.forEach((uri, k) => {
        expect(stream.get(now.sequence + k) ?? uri).toBe(uri);
        stream.set(now.sequence + k, uri);
      });
      previous = now;
      pub.clock.advance(4_000);
    }
    // the film (five segments of four seconds) has looped four times and the numbering went on
    expect(previous.sequence).toBeGreaterThanOrEqual(18);
    expect(new Set(stream.values()).size).toBe(5);
    expect((await pub.app.inject({ url: live })).body).toContain('#EXT-X-DISCONTINUITY');

    const playbackUrl = new URL(line!.appPlaybackUrl).pathname;
    const playback = await pub.app.inject({ url: playbackUrl });
    expect(playback.statusCode).toBe(200);
    expect(playback.body).toContain('#EXT-X-ENDLIST');
    const pieces = windowOf(playback.body, playbackUrl).uris;
    expect(pieces).toEqual([...new Set(stream.values())].sort());
  });
});
