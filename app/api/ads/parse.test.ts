// The ad service's wire shapes: the area's fixtures (the reference publisher's answers, which its contract test
// checks), the ads inside getArticles and getArticleContent, and broken input.
import { describe, expect, test } from 'vitest';
import advEvent from './fixtures/advEvent.json';
import getStartPage from './fixtures/getStartPage.json';
import getStartPagesAll from './fixtures/getStartPagesAll.json';
import getArticles from '../lists/fixtures/getArticles.json';
import getArticleContent from '../article/fixtures/getArticleContent.json';
import { parseArticle } from '../article/parse';
import { parseColumnPage } from '../lists/columnPage';
import { adsOperations as ops } from './operations';
import { parseAd, parseAdEvent, parseAds, parseStartPage, parseStartPages } from './parse';

/** inside the fixtures' window */
const now = Date.parse('2025-05-01T00:00:00Z');

describe('the fixtures', () => {
  test('the start page: its picture, size, link and seconds', () => {
    expect(parseStartPage(getStartPage, now)).toEqual({
      id: 820006,
      place: 'startPage',
      title: '青岚农商银行：您身边的银行',
      advertiser: '青岚农商银行',
      picture: 'http://pub.test/pic/ads/ad-820006.jpg',
      width: 750,
      height: 1334,
      position: 0,
      order: 5,
      startsAt: Date.parse('2025-04-20T02:00:00Z'),
      endsAt: Date.parse('2025-07-19T02:00:00Z'),
      seconds: 5,
      target: { kind: 'external', url: 'https://qinglan-bank.example/' },
    });
    expect(parseStartPages(getStartPagesAll, now)).toEqual([parseStartPage(getStartPage, now)]);
    expect(parseAdEvent(advEvent)).toEqual({ counted: 1 });
  });

  test('a column page carries its feed ads in order, apart from its articles', () => {
    const page = parseColumnPage(getArticles, now);
    expect(page.ads.map((ad) => [ad.id, ad.place, ad.position])).toEqual([
      [820001, 'feed', 3],
      [820002, 'feed', 9],
    ]);
    expect(page.articles.every((a) => a.id < 820000)).toBe(true);
  });

  test('an article carries its ad, an article of the site; advClosed drops it', () => {
    const article = parseArticle(getArticleContent, now)!;
    expect(article.ads).toHaveLength(1);
    expect(article.ads[0]).toMatchObject({ place: 'article', target: { kind: 'article', id: 10001 } });
    expect(parseArticle({ ...getArticleContent, advClosed: 1 }, now)!.ads).toEqual([]);
    expect(parseArticle({ ...getArticleContent, advClosed: '1' }, now)!.ads).toEqual([]);
  });

  test('the calls go to the ad service base; the event never waits 50 s', () => {
    expect(Object.values(ops).map((op) => op.service)).toEqual(['adv', 'adv', 'adv']);
    expect(ops.advEvent).toMatchObject({ method: 'POST', timeout: 'client' });
  });
});

describe('broken or hostile input', () => {
  const ad = getArticles.adv[0]!;

  test('a javascript: or data: link, or none at all, leaves the ad out', () => {
    expect(parseAd({ ...ad, link: 'javascript:alert(1)' }, now)).toBeUndefined();
    expect(parseAd({ ...ad, link: 'data:text/html,x' }, now)).toBeUndefined();
    expect(parseAd({ ...ad, link: '' }, now)).toBeUndefined();
    expect(parseAd({ ...ad, imgUrl: 'javascript:x' }, now)).toBeUndefined();
  });

  test('type 0 is an article, not an ad; ads out of their window are left out', () => {
    expect(parseAd({ ...ad, type: 0 }, now)).toBeUndefined();
    expect(parseAd({ ...ad, endTime: '2025-04-30 08:00:00.0' }, now)).toBeUndefined();
    expect(parseAd({ ...ad, startTime: '2025-05-02 08:00:00.0' }, now)).toBeUndefined();
  });

  test('strings for numbers, odd spellings and missing sizes read leniently', () => {
    expect(
      parseAd(
        {
          advId: '7',
          style: '2',
          type: '1',
          url: 'https://a.example/',
          imgUrl: 'https://a.example/p.jpg',
          pageTime: '99',
        },
        now,
      ),
    ).toMatchObject({ id: 7, place: 'column', width: 0, height: 0, seconds: 30 });
  });

  test('anything that is not a list of ads is no ads, never an error', () => {
    for (const raw of [null, undefined, 'empty', 42, {}, { list: 'x' }, [null, 1, 'a']])
      expect(parseAds(raw, now)).toEqual([]);
    expect(parseStartPage('empty', now)).toBeNull();
    expect(parseStartPage({}, now)).toBeNull();
    expect(parseColumnPage({ list: [], adv: 'broken' }, now).ads).toEqual([]);
  });

  test('FounderReader ads listed among the items (advID, type ≠ 0) are ads, not articles', () => {
    const page = parseColumnPage({ list: [getArticles.list[0], { ...ad, advID: 99 }] }, now);
    expect(page.articles).toHaveLength(1);
    expect(page.ads.map((a) => a.id)).toEqual([99]);
  });
});
