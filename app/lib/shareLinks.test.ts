import { expect, test } from 'vitest';
import { shareChannelCode, webShareUrl } from './shareLinks';

const card = {
  url: 'https://news.example/newsDetail/3/10002.html?isShare=true',
  title: `青岚江大桥合龙 & “通车”在即${'很长'.repeat(40)}`,
  description: '摘要'.repeat(80),
  image: 'https://pub.example/pic/a.jpg@!md169',
};

test('web share addresses carry the card, encoded, with the other-client title cut and a 100-character text', () => {
  const qq = new URL(webShareUrl('qq', card));
  expect(qq.origin + qq.pathname).toBe('https://connect.qq.com/widget/shareqq/index.html');
  expect(qq.searchParams.get('url')).toBe(card.url);
  expect(qq.searchParams.get('pics')).toBe(card.image);
  expect(Array.from(qq.searchParams.get('desc')!)).toHaveLength(100);
  const title = qq.searchParams.get('title')!;
  expect(title.startsWith('青岚江大桥合龙 & “通车”在即')).toBe(true);
  // wide characters count double: 100 bytes at most for other clients
  expect(Array.from(title).reduce((n, c) => n + (c.charCodeAt(0) > 0xff ? 2 : 1), 0)).toBeLessThanOrEqual(
    100,
  );

  const weibo = new URL(webShareUrl('weibo', card));
  expect(weibo.host).toBe('service.weibo.com');
  expect(weibo.searchParams.get('url')).toBe(card.url);
  expect(weibo.searchParams.get('pic')).toBe(card.image);

  expect(new URL(webShareUrl('facebook', card)).searchParams.get('u')).toBe(card.url);
  const twitter = new URL(webShareUrl('twitter', card));
  expect(twitter.searchParams.get('url')).toBe(card.url);
  expect(twitter.searchParams.get('text')).toBe(title);
});

test('a card without a picture leaves the picture out', () => {
  const { image: _image, ...plain } = card;
  expect(new URL(webShareUrl('weibo', plain)).searchParams.has('pic')).toBe(false);
});

test('share channel codes of spec §9', () => {
  expect(['messenger', 'moments', 'weibo', 'qq', 'poster'].map((c) => shareChannelCode(c as never))).toEqual([
    1, 2, 3, 4, 6,
  ]);
  expect(shareChannelCode('facebook')).toBeUndefined();
  expect(shareChannelCode('copy')).toBeUndefined();
});
