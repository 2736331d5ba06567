// Wire shapes: the area's fixtures (the reference publisher's answers, which its contract test checks), and
// hand-made payloads for what other deployments send (PUBLISHER_API.md: A/B logs, scrapers).
import { describe, expect, test } from 'vitest';
import getArticleContent from './fixtures/getArticleContent.json';
import getArticleCounts from './fixtures/getArticleCounts.json';
import { parseArticleCounts } from './counts';
import { articleOperations as ops } from './operations';
import { parseArticle } from './parse';

describe('article detail', () => {
  test('tags keep their own id; one without an id or a name has no list to open and is left out', () => {
    const article = parseArticle({
      ...getArticleContent,
      tags: [{ id: '761', name: '青岚湖', order: 0 }, { id: 0, name: '无号' }, { id: 5 }, 'broken', null],
    });
    expect(article?.tags).toEqual([{ id: 761, name: '青岚湖' }]);
    expect(parseArticle({ ...getArticleContent, tags: 'none' })?.tags).toEqual([]);
  });

  const detail = {
    fileId: '4061',
    title: '正文标题',
    listTitle: '列表标题',
    publishtime: '2020-04-27 13:47:48.0',
    content: '<p>a</p><!--IMAGEARRAY#0-->',
    images: [
      {
        ref: '<!--IMAGES#1-->',
        imagearray: [
          {
            ref: '<!--IMAGEARRAY#0-->',
            summary: '图注',
            imageUrl: 'http://x/1.jpg',
            width: 800,
            height: 600,
          },
        ],
      },
    ],
    videos: [
      {
        ref: '<!--VIDEOS#1-->',
        videoarray: [
          {
            ref: '<!--VIDEOARRAY#0-->',
            videoUrl: 'http://x/v.mp4',
            imageUrl: 'http://x/k.jpg',
            duration: 30,
          },
        ],
      },
    ],
    columnID: 398,
    colID: '398',
    countClick: 10,
    countDiscuss: '2',
    discussClosed: 1,
    aStatus: 0,
    liability: '郑可为',
    checker: '钱望舒',
    cameraman: '摄影',
    source: '新福建',
    config: '{"videos":[{"appLiveUrl":"http://l","appPlaybackUrl":"http://p","playbackUrls":["http://p1"]}]}',
    related: [{ fileId: 5, title: 'r', 'columnIcon ': 'i', picS: 'http://x/s.jpg' }],
  };
  test('reads the detail with its placeholders, byline roles and live config', () => {
    const a = parseArticle(detail)!;
    expect(a).toMatchObject({
      id: 4061,
      columnId: 398,
      title: '正文标题',
      comments: 2,
      reads: 10,
      published: false,
      discussClosed: true,
    });
    expect(a.images).toEqual([
      { ref: '<!--IMAGEARRAY#0-->', url: 'http://x/1.jpg', width: 800, height: 600, caption: '图注' },
    ]);
    expect(a.videos[0]).toMatchObject({
      ref: '<!--VIDEOARRAY#0-->',
      url: 'http://x/v.mp4',
      poster: 'http://x/k.jpg',
      duration: 30,
    });
    expect(a.byline).toEqual({
      source: '新福建',
      responsibleEditor: '郑可为',
      proofreader: '钱望舒',
      photographer: '摄影',
    });
    expect(a.liveVideos).toEqual([
      { liveUrl: 'http://l', playbackUrl: 'http://p', playbackUrls: ['http://p1'] },
    ]);
    expect(a.related[0]).toMatchObject({ id: 5, picSmall: 'http://x/s.jpg' });
  });
  test('"empty" and id-less payloads are not found; absent aStatus is published', () => {
    expect(parseArticle('empty')).toBeNull();
    expect(parseArticle({})).toBeNull();
    expect(parseArticle({ fileId: 1 })!.published).toBe(true);
  });
  test('counts, and errorInfo as not found', () => {
    expect(parseArticleCounts({ fileId: 630984, countClick: '9', countPraise: 1 })).toMatchObject({
      id: 630984,
      reads: 9,
      likes: 1,
    });
    expect(parseArticleCounts({ errorInfo: '找不到相关稿件' })).toBeNull();
  });
});

describe("the publisher's answers", () => {
  test('getArticleContent: a gallery with sized body pictures, byline, reporters and related items', () => {
    const a = ops.getArticleContent.parse(getArticleContent, 0)!;
    expect(a).toMatchObject({
      id: 10071,
      columnId: 2,
      type: 1,
      title: '组图｜柳塘乡的春天',
      published: true,
      columnName: '本地',
      author: '程远',
    });
    expect(a.images).toHaveLength(2);
    for (const image of a.images) {
      expect(image.ref).toMatch(/^<!--IMAGEARRAY#\d+-->$/);
      expect(image.width).toBeGreaterThan(0);
      expect(image.height).toBeGreaterThan(0);
    }
    expect(a.byline).toMatchObject({ source: '青岚日报', editor: '吴伯谦', photographer: '叶青禾' });
    expect(a.reporters[0]).toMatchObject({ id: 309, name: '程远', duty: '时政部记者' });
    expect(a.related.map((r) => r.id)).toEqual(getArticleContent.related.map((r) => r.fileId));
    expect(a.related[0]!.picSmall).toBe(getArticleContent.related[0]!.picS);
  });

  test('getArticleCounts', () => {
    expect(ops.getArticleCounts.parse(getArticleCounts, 0)).toEqual({
      id: 10002,
      reads: getArticleCounts.countClick,
      likes: getArticleCounts.countPraise,
      comments: getArticleCounts.countDiscuss,
      shares: getArticleCounts.countShare,
    });
  });
});

describe('article media', () => {
  test('audio from 音频文件 and 音频标题, at the top level or inside extendedFiled', () => {
    expect(parseArticle({ fileId: '1', 音频文件: 'http://x/a.m4a', 音频标题: '语音版' })?.audio).toEqual({
      url: 'http://x/a.m4a',
      title: '语音版',
    });
    expect(
      parseArticle({ fileId: '1', extendedFiled: { 音频文件: 'http://x/b.mp3', 音频标题: '播报' } })?.audio,
    ).toEqual({ url: 'http://x/b.mp3', title: '播报' });
    expect(parseArticle({ fileId: '1', 音频文件: '' })?.audio).toBeUndefined();
    expect(parseArticle({ fileId: '1' })).not.toHaveProperty('audio');
  });

  test("a video's address: videoUrl, else its first body video, else nothing", () => {
    expect(parseArticle({ fileId: '2', videoUrl: 'http://v/1.m3u8' })?.videoUrl).toBe('http://v/1.m3u8');
    expect(
      parseArticle({ fileId: '2', videos: [{ videoarray: [{ videoUrl: 'http://v/2.mp4' }] }] })?.videoUrl,
    ).toBe('http://v/2.mp4');
    expect(parseArticle({ fileId: '2', videoUrl: null })?.videoUrl).toBe('');
  });
});
