import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  anonymousToken,
  callAppIf,
  editorHeaders,
  testPublisher,
  type TestPublisher,
} from '../../test-support.ts';
import { readEvents } from './event.ts';

let pub: TestPublisher;
let token: string;
let picture = '';
beforeAll(async () => {
  pub = await testPublisher();
  token = await anonymousToken(pub.app, 'ads-reader');
  picture = (await pub.app.publisher.articles.storedPictures(1))[0]!;
});
afterAll(() => pub.close());

const DAY = 86_400_000;
const editor = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  pub.app.inject({
    method,
    url: `/editor/api/${url}`,
    headers: editorHeaders,
    ...(payload ? { payload } : {}),
  });
const app = (
  op: string,
  params: Record<string, string | number>,
  method: 'GET' | 'POST' = 'GET',
  t = token,
) => callAppIf(pub.app, op, params, { token: t, method });

async function createAd(fields: object) {
  const res = await editor('POST', 'ads', {
    advertiser: '测试广告主',
    title: '测试广告',
    picture,
    link: 'https://advertiser.example/',
    startTime: pub.clock.now() - DAY,
    endTime: pub.clock.now() + DAY,
    ...fields,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number }>().id;
}

const feedAds = async (columnId: number) =>
  ((await app('getArticles', { columnId, lastFileId: 0, page: 0, adv: 1 })).body.data as { adv: any[] }).adv;

describe('ads in the feed and at the column head', () => {
  it('answers the seeded home ads in Founder’s shape, only with adv=1 and on the first page', async () => {
    const adv = await feedAds(1);
    expect(adv.length).toBeGreaterThanOrEqual(2);
    expect(adv[0]).toMatchObject({
      advID: expect.any(Number),
      style: 1,
      type: 1,
      position: 3,
      adOrder: expect.any(Number),
      imgUrl: expect.stringMatching(/\/pic\/ads\//),
      width: 750,
      height: 300,
      link: expect.stringMatching(/^https:\/\//),
      startTime: expect.stringMatching(/\.0$/),
      endTime: expect.any(String),
      pageTime: 0,
    });
    const without = (await app('getArticles', { columnId: 1, lastFileId: 0, page: 0 })).body.data as any;
    expect(without.adv).toEqual([]);
    const later = (await app('getArticles', { columnId: 1, lastFileId: 0, page: 1, adv: 1 })).body
      .data as any;
    expect(later.adv).toEqual([]);
  });

  it('a paused ad leaves the feed and comes back when resumed; an ended one is gone', async () => {
    const id = await createAd({ placement: 'feed', columnId: 3, position: 2 });
    const ended = await createAd({
      placement: 'feed',
      columnId: 3,
      startTime: pub.clock.now() - 2 * DAY,
      endTime: pub.clock.now() - DAY,
    });
    const ids = async () => (await feedAds(3)).map((a) => a.advID);
    expect(await ids()).toContain(id);
    expect(await ids()).not.toContain(ended);
    expect((await editor('POST', `ads/${id}/pause`, {})).json()).toMatchObject({ id, paused: true });
    expect(await ids()).not.toContain(id);
    await editor('POST', `ads/${id}/resume`, {});
    expect(await ids()).toContain(id);
  });

  it('an ad opening an article says so (type 2) with the article and its column, and no link', async () => {
    const id = await createAd({ placement: 'column', columnId: 4, link: undefined, articleId: 10_001 });
    const ad = (await feedAds(4)).find((a) => a.advID === id);
    expect(ad).toMatchObject({
      style: 2,
      type: 2,
      articleID: 10_001,
      link: '',
      columnID: expect.any(Number),
    });
    expect(ad.columnID).toBeGreaterThan(0);
  });

  it('refuses an ad without a checked link, a place or a stored picture, with the reason', async () => {
    const bad = async (fields: object) => {
      const res = await editor('POST', 'ads', {
        advertiser: 'x',
        title: 'x',
        picture,
        placement: 'feed',
        columnId: 1,
        startTime: pub.clock.now(),
        endTime: pub.clock.now() + DAY,
        ...fields,
      });
      expect(res.statusCode).toBe(400);
      return res.json<{ error: string }>().error;
    };
    expect(await bad({ link: 'javascript:alert(1)' })).toMatch(/http or https/);
    expect(await bad({})).toMatch(/link or an articleId/);
    expect(await bad({ link: 'https://a.example/', columnId: undefined })).toMatch(/columnId/);
    expect(await bad({ link: 'https://a.example/', picture: 'nowhere/x.jpg' })).toMatch(/stored picture/);
  });
});

describe('article ads and advClosed', () => {
  it('an article carries the ad under it, and none once the newsroom closes its ads', async () => {
    const content = async () => (await app('getArticleContent', { articleId: 10_010 })).body.data as any;
    const open = await content();
    expect(open.advClosed).toBe(0);
    expect(open.adv.length).toBeGreaterThan(0);
    expect(open.adv[0]).toMatchObject({ style: 3 });
    expect((await editor('PUT', 'ad-free-articles/10010', {})).statusCode).toBe(200);
    pub.app.publisher.changes.notify();
    const closed = await content();
    expect(closed.advClosed).toBe(1);
    expect(closed.adv).toEqual([]);
    expect((await editor('PUT', 'ad-free-articles/99999999', {})).statusCode).toBe(404);
  });
});

describe('start pages', () => {
  it('getStartPage answers the first start page with its pageTime; getStartPagesAll every one', async () => {
    const one = (await app('getStartPage', { siteID: 1 })).body.data as any;
    expect(one).toMatchObject({ style: 4, pageTime: 5, height: 1334, imgUrl: expect.any(String) });
    const all = (await app('getStartPagesAll', { siteID: 1 })).body.data as { list: any[] };
    expect(all.list[0]).toEqual(one);
  });
});

describe('the ad event and the figures', () => {
  it('counts an impression and a click once per reader and day, and the newsroom reads them as JSON and CSV', async () => {
    const id = await createAd({ placement: 'feed', columnId: 5 });
    const send = (events: string, t = token) => app('advEvent', { events }, 'POST', t);
    expect((await send(`${id}:0,${id}:0`)).body.data).toMatchObject({ value: 'true', counted: 1 });
    expect((await send(`${id}:0,${id}:1`)).body.data).toMatchObject({ counted: 1 });
    expect((await send(`${id}:1`)).body.data).toMatchObject({ counted: 0 });
    const other = await anonymousToken(pub.app, 'ads-other-reader');
    await send(`${id}:0`, other);
    const figures = (await editor('GET', `ad-figures?advId=${id}`)).json<{ figures: any[] }>().figures;
    expect(figures).toEqual([
      {
        advId: id,
        day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        impressions: 2,
        clicks: 1,
        clickRate: 50,
      },
    ]);
    const csv = await editor('GET', `ad-figures.csv?advId=${id}`);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body).toContain(`"${id}","${figures[0].day}","2","1","50"`);
  });

  it('answers malformed events 400 with the reason, and leaves unknown ads out', async () => {
    const res = await app('advEvent', { events: 'abc' }, 'POST');
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toMatch(/广告ID/);
    expect((await app('advEvent', { events: '987654:0' }, 'POST')).body.data).toMatchObject({ counted: 0 });
    expect((await editor('GET', 'ad-figures?advId=987654')).statusCode).toBe(404);
  });

  it('reads a batch leniently: spaces, repeats dropped, anything malformed refused', () => {
    expect(readEvents(' 1:0, 2:1,1:0')).toEqual([
      { advId: 1, kind: 0 },
      { advId: 2, kind: 1 },
    ]);
    expect(readEvents('1:2')).toBeUndefined();
    expect(readEvents('1:0,')).toBeUndefined();
  });
});
