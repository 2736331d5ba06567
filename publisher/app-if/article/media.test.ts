import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  anonymousToken,
  callAppIf,
  createMediaArticle,
  testPublisher,
  type TestPublisher,
} from '../../test-support.ts';
import { ID_RANGES } from '../../seed/areas.ts';

let pub: TestPublisher;
let token: string;
beforeAll(async () => {
  pub = await testPublisher();
  token = await anonymousToken(pub.app);
});
afterAll(() => pub.close());

type Detail = {
  articleType: number;
  videoUrl: string;
  images: { imagearray: { summary: string; imageUrl: string; width: number; height: number }[] }[];
  videos: { videoarray: { videoUrl: string; imageUrl: string }[] }[];
  音频文件?: string;
  音频标题?: string;
  extendedFiled?: Record<string, string>;
};

async function detail(fileId: number): Promise<Detail> {
  const { body } = await callAppIf(pub.app, 'getArticleContent', { articleId: fileId }, { token });
  return body.data as Detail;
}

describe('media articles', () => {
  it('a gallery carries each picture with its caption and size', async () => {
    const captions = ['第一张：湖面', '第二张：渔船', '第三张：古街'];
    const { fileId } = await createMediaArticle(pub, {
      kind: 'gallery',
      title: '组图测试',
      pictures: 3,
      captions,
    });
    const gallery = await detail(fileId);
    expect(gallery.articleType).toBe(1);
    const pictures = gallery.images[0]!.imagearray;
    expect(pictures.map((p) => p.summary)).toEqual(captions);
    for (const p of pictures) {
      expect(p.imageUrl).toMatch(/^http/);
      expect(p.width).toBeGreaterThan(0);
      expect(p.height).toBeGreaterThan(0);
    }
  });

  it('a video points at its HLS stream, with its poster', async () => {
    const { fileId } = await createMediaArticle(pub, { kind: 'video', title: '视频测试' });
    const video = await detail(fileId);
    expect(video.articleType).toBe(2);
    expect(new URL(video.videoUrl).pathname).toBe(`/media/hls/${fileId}.m3u8`);
    expect(video.videos[0]!.videoarray[0]!.imageUrl).toMatch(/^http/);
    const playlist = await pub.app.inject({ url: `/media/hls/${fileId}.m3u8` });
    expect(playlist.statusCode).toBe(200);
    expect(playlist.body).toContain('#EXTINF');
  });

  it('a video with a dead, a secured or no address says so in its address', async () => {
    const dead = await createMediaArticle(pub, { kind: 'video', title: '失效视频', video: 'dead' });
    const deadUrl = (await detail(dead.fileId)).videoUrl;
    expect((await pub.app.inject({ url: new URL(deadUrl).pathname })).statusCode).toBe(404);
    const secured = await createMediaArticle(pub, { kind: 'video', title: '加密视频', video: 'secured' });
    expect((await detail(secured.fileId)).videoUrl).not.toMatch(/^https?:/);
    const none = await createMediaArticle(pub, { kind: 'video', title: '无地址视频', video: 'none' });
    expect((await detail(none.fileId)).videoUrl).toBe('');
  });

  it('an article with audio carries 音频文件 and 音频标题, and the audio plays from there', async () => {
    const { fileId } = await createMediaArticle(pub, {
      kind: 'audio',
      title: '听新闻测试',
      audioTitle: '早报语音版',
    });
    const article = await detail(fileId);
    expect(article.音频标题).toBe('早报语音版');
    expect(article.extendedFiled?.音频文件).toBe(article.音频文件);
    const audio = await pub.app.inject({ url: new URL(article.音频文件!).pathname });
    expect(audio.statusCode).toBe(200);
    expect(audio.headers['content-type']).toMatch(/audio\/mp4|video\/mp4|audio\/x-m4a|audio\/mp4a-latm/);
    expect(audio.rawPayload.subarray(4, 8).toString()).toBe('ftyp');
  });

  it('an article without audio has no audio fields', async () => {
    const { fileId } = await createMediaArticle(pub, { kind: 'gallery', title: '无音频组图', pictures: 1 });
    const article = await detail(fileId);
    expect(article).not.toHaveProperty('音频文件');
  });

  it('answers bad factory input with 400 and a message', async () => {
    for (const payload of [
      { kind: 'podcast', title: 'x' },
      { kind: 'gallery', title: '' },
      { kind: 'gallery', title: 'x', pictures: 21 },
      { kind: 'video', title: 'x', video: 'rtmp' },
    ]) {
      const answer = await pub.app.inject({ method: 'POST', url: '/app_if/test/mediaArticle', payload });
      expect(answer.statusCode).toBe(400);
      expect((answer.json() as { message: string }).message).toBeTruthy();
    }
  });
});

describe('media demo content', () => {
  it('has galleries of 5–20 captioned pictures, HLS videos and audio articles', async () => {
    const { first } = ID_RANGES.article.mediaFileId;
    const seeded = await Promise.all(Array.from({ length: 10 }, (_, i) => detail(first + i)));
    const galleries = seeded.filter((a) => a.articleType === 1);
    expect(galleries.length).toBeGreaterThanOrEqual(4);
    for (const gallery of galleries) {
      const pictures = gallery.images[0]!.imagearray;
      expect(pictures.length).toBeGreaterThanOrEqual(5);
      expect(pictures.length).toBeLessThanOrEqual(20);
      expect(pictures.every((p) => p.summary.length > 0)).toBe(true);
    }
    const videos = seeded.filter((a) => a.articleType === 2);
    expect(videos.length).toBeGreaterThanOrEqual(3);
    for (const video of videos) expect(video.videoUrl).toMatch(/\/media\/hls\/\d+\.m3u8$/);
    const withAudio = seeded.filter((a) => a.音频文件);
    expect(withAudio.length).toBeGreaterThanOrEqual(3);
    for (const audio of withAudio) expect(audio.音频文件).toMatch(/\/media\/audio\/tone\d\.m4a$/);
  });
});
