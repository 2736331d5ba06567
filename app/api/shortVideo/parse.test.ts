// The short-video service's wire shapes: the area's fixtures (the reference publisher's answers, which its contract
// test checks) and broken input.
import { describe, expect, test } from 'vitest';
import shortVideoArticle from './fixtures/shortVideoArticle.json';
import shortVideoAttach from './fixtures/shortVideoAttach.json';
import shortVideoCats from './fixtures/shortVideoCats.json';
import shortVideoCommonConfig from './fixtures/shortVideoCommonConfig.json';
import shortVideoEvent from './fixtures/shortVideoEvent.json';
import shortVideoList from './fixtures/shortVideoList.json';
import shortVideoNear from './fixtures/shortVideoNear.json';
import shortVideoRelated from './fixtures/shortVideoRelated.json';
import shortVideoShareConfig from './fixtures/shortVideoShareConfig.json';
import { shortVideoOperations as ops } from './operations';
import {
  parseRelatedShortVideos,
  parseShortVideo,
  parseShortVideoCategories,
  parseShortVideoDetail,
  parseShortVideoEvent,
  parseShortVideoFiles,
  parseShortVideoNeighbours,
  parseShortVideoPage,
  parseShortVideoSettings,
  parseShortVideoShare,
} from './parse';

describe('the fixtures', () => {
  test('a category, its page of videos, a video and its neighbours', () => {
    expect(parseShortVideoCategories(shortVideoCats)).toEqual([
      { id: 790001, name: '青岚随手拍', count: 12 },
    ]);
    const page = parseShortVideoPage(shortVideoList);
    expect(page.hasMore).toBe(false);
    expect(page.videos[0]).toMatchObject({
      categoryId: 790001,
      width: 360,
      height: 640,
      poster: expect.stringMatching(/^http:\/\/pub\.test\/pic\/short\//),
      videoUrl: expect.stringMatching(/\.m3u8$/),
      author: { name: expect.any(String), avatar: expect.stringMatching(/^http/) },
    });
    const video = parseShortVideoDetail(shortVideoArticle)!;
    expect(video).toMatchObject({ id: shortVideoArticle.fileId, duration: 8, commentsClosed: false });
    expect(video.html).toContain('<p>');
    const near = parseShortVideoNeighbours(shortVideoNear)!;
    expect(near.categoryId).toBe(790001);
    expect(near.previous).toHaveLength(1);
    expect(near.next).toHaveLength(1);
    expect(parseRelatedShortVideos(shortVideoRelated).length).toBeGreaterThan(0);
  });

  test('its files, HLS first, the settings, the share card and a like', () => {
    const files = parseShortVideoFiles(shortVideoAttach)!;
    expect(files.files.map((f) => f.format)).toEqual(['hls', 'mp4']);
    expect(files.poster).toMatchObject({ width: 360, height: 640 });
    expect(parseShortVideoSettings(shortVideoCommonConfig)).toEqual({
      autoplay: true,
      loop: true,
      preloadNext: true,
      pageSize: 20,
      relatedCount: 4,
      commentsOpen: true,
      defaultPoster: 'http://pub.test/pic/brand/share-logo.png',
    });
    expect(parseShortVideoShare(shortVideoShareConfig)).toMatchObject({
      articleId: shortVideoShareConfig.article_id,
      objectType: 0,
      shareClosed: false,
    });
    expect(parseShortVideoEvent(shortVideoEvent)).toEqual({ counted: true, likes: 437 });
    expect(parseShortVideoEvent({ value: 'true' })).toEqual({});
  });

  test('every call goes to the short-video base; the lists and the event as POST, the event never shared', () => {
    for (const op of Object.values(ops)) expect(op.service, op.name).toBe('mvod');
    expect([ops.shortVideoList.method, ops.shortVideoNear.method, ops.shortVideoEvent.method]).toEqual([
      'POST',
      'POST',
      'POST',
    ]);
    expect(ops.shortVideoEvent.cache).toBeUndefined();
  });
});

describe('broken and other shapes', () => {
  test('ids and counts as strings, another deployment’s spellings, a missing author', () => {
    expect(
      parseShortVideo({
        id: '7',
        title: 't',
        catID: '3',
        url: 'http://x/v.mp4',
        poster: 'http://x/p.jpg',
        countPraise: '12',
        author: 'x',
        authorName: '某人',
      }),
    ).toMatchObject({
      id: 7,
      categoryId: 3,
      videoUrl: 'http://x/v.mp4',
      poster: 'http://x/p.jpg',
      likes: 12,
      author: { id: 0, name: '某人' },
      width: 0,
    });
  });

  test('nothing to read is an empty list or null, never a throw; related is cut to four', () => {
    for (const raw of [null, 'empty', 42, {}, { fileId: 0 }]) {
      expect(parseShortVideo(raw)).toBeNull();
      expect(parseShortVideoDetail(raw)).toBeNull();
      expect(parseShortVideoFiles(raw)).toBeNull();
      expect(parseShortVideoShare(raw)).toBeNull();
    }
    expect(parseShortVideoNeighbours({})).toBeNull();
    expect(
      parseShortVideoPage({ list: [null, { fileId: 'x' }, { fileId: 2 }] }).videos.map((v) => v.id),
    ).toEqual([2]);
    expect(parseShortVideoCategories({ list: [{ name: 'no id' }] })).toEqual([]);
    const six = Array.from({ length: 6 }, (_, i) => ({ fileId: i + 1 }));
    expect(parseRelatedShortVideos({ list: six })).toHaveLength(4);
    expect(parseRelatedShortVideos(six)).toHaveLength(4);
  });

  test('files by their address when the format is not said; settings left out are on, the related count capped', () => {
    const files = parseShortVideoFiles({
      list: [{ url: 'http://x/v.mp4' }, { url: 'http://x/v.m3u8?t=1' }, { url: '' }],
      poster: 'http://x/p.jpg',
    })!;
    expect(files.files.map((f) => f.format)).toEqual(['hls', 'mp4']);
    expect(files.poster).toEqual({ url: 'http://x/p.jpg', width: 0, height: 0 });
    expect(parseShortVideoSettings({})).toMatchObject({
      autoplay: true,
      commentsOpen: true,
      pageSize: 20,
      relatedCount: 4,
    });
    expect(
      parseShortVideoSettings({ autoplay: 0, commentOpen: '0', relatedCount: 9, pageSize: 'x' }),
    ).toMatchObject({
      autoplay: false,
      commentsOpen: false,
      relatedCount: 4,
      pageSize: 20,
    });
    expect([...parseShortVideoShare({ article_id: 1, desc: '长'.repeat(150) })!.description]).toHaveLength(
      100,
    );
  });
});
