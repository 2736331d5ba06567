import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testPublisher, type TestPublisher } from '../test-support.ts';
import { CLIP_HEIGHT, CLIP_WIDTH, clipArgs, clipOf, clipSeconds } from './clips.ts';

let pub: TestPublisher;
beforeAll(async () => {
  pub = await testPublisher();
});
afterAll(() => pub.close());

describe('short-video clips', () => {
  it('cuts a 9:16 strip of a demo film, as HLS in two-second segments, an MP4 and its poster', () => {
    const args = clipArgs(5, '/films/f2.m3u8', '/work').join(' ');
    expect(args).toContain('-i /films/f2.m3u8');
    expect(args).toContain(`scale=${CLIP_WIDTH}:${CLIP_HEIGHT}`);
    expect(args).toContain(`-t ${clipSeconds(5)}`);
    expect(args).toContain('-hls_time 2');
    for (const file of ['s5.m3u8', 's5.mp4', 's5.jpg']) expect(args).toContain(`/work/${file}`);
  });

  it('cuts the clips taken from a film’s very start too (more audio queued before the first frame)', async () => {
    for (const clip of [0, 4]) {
      const mp4 = await pub.app.inject({ url: `/media/short/s${clip}.mp4` });
      expect(mp4.statusCode, `s${clip}.mp4`).toBe(200);
    }
  });

  it('knows its own addresses from others', () => {
    expect(clipOf('/media/short/s11.m3u8')).toBe(11);
    expect(clipOf('/media/short/s12.m3u8')).toBeUndefined();
    expect(clipOf('https://cdn.example.cn/v/1.m3u8')).toBeUndefined();
  });

  it('serves a clip’s playlist, segments, MP4 and poster (cut on the first request)', async () => {
    const playlist = await pub.app.inject({ url: '/media/short/s1.m3u8' });
    expect(playlist.statusCode).toBe(200);
    expect(playlist.headers['content-type']).toContain('mpegurl');
    expect(playlist.body).toContain('#EXT-X-ENDLIST');
    const segments = playlist.body.split('\n').filter((line) => line.endsWith('.ts'));
    // eight seconds in two-second segments
    expect(segments).toHaveLength(4);
    const first = await pub.app.inject({ url: `/media/short/${segments[0]}` });
    expect(first.statusCode).toBe(200);
    expect(first.rawPayload[0]).toBe(0x47);
    const mp4 = await pub.app.inject({ url: '/media/short/s1.mp4' });
    expect(mp4.statusCode).toBe(200);
    expect(mp4.headers['content-type']).toBe('video/mp4');
    const poster = await pub.app.inject({ url: '/pic/short/s1.jpg' });
    expect(poster.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(poster.rawPayload).metadata()).toMatchObject({
      width: CLIP_WIDTH,
      height: CLIP_HEIGHT,
    });
  }, 120_000);

  it('answers 404 for a clip that is not there', async () => {
    for (const url of [
      '/media/short/s12.m3u8',
      '/media/short/x.m3u8',
      '/media/short/s1-999.ts',
      '/pic/short/s99.jpg',
    ])
      expect((await pub.app.inject({ url })).statusCode, url).toBe(404);
  }, 120_000);
});
