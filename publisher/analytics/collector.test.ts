import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAppIf, PUBLIC_URL, testPublisher, TEST_START, type TestPublisher } from '../test-support.ts';

let pub: TestPublisher;
beforeAll(async () => {
  pub = await testPublisher();
  pub.clock.set(TEST_START);
});
afterAll(() => pub.close());

type Config = { bigData: { url: string; tenantCode: string; key: string } };
let config: Config['bigData'];
beforeAll(async () => {
  config = ((await callAppIf(pub.app, 'getConfig', { appID: 1 })).body.data as Config).bigData;
});

const sendRecord = (params: Record<string, string | number>, method: 'GET' | 'POST' = 'GET') =>
  pub.app.inject({
    method,
    url: '/bigdata/send-record',
    query: Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])),
    headers: { origin: PUBLIC_URL },
  });

const stored = async (payload: { articleID?: number; path?: string }) =>
  (await pub.app.inject({ method: 'POST', url: '/app_if/test/analytics', payload })).json().data as {
    records: Record<string, unknown>[];
    vitals: Record<string, unknown>[];
  };

const tenant = () => ({ tenantCode: config.tenantCode, key: config.key });

describe('the analytics collector (the big-data host stand-in)', () => {
  it('getConfig hands the page the host, tenant code and key', () => {
    expect(config.url).toBe(`${PUBLIC_URL}/bigdata`);
    expect(config.tenantCode).not.toBe('');
    expect(config.key).not.toBe('');
  });

  it('send-record keeps an event, by GET or by beacon (POST), with CORS for the site only', async () => {
    const one = await sendRecord({
      ...tenant(),
      dataType: 1000005,
      articleID: 9001,
      platform: 3,
      channel: 1,
      deviceid: 'xy-1234',
      refer: 'http://pub.test/x.html',
    });
    expect(one.statusCode).toBe(204);
    expect(one.headers['access-control-allow-origin']).toBe(PUBLIC_URL);
    const two = await sendRecord(
      { ...tenant(), dataType: 1000009, articleID: 9001, platform: 3, channel: 3, shareChanel: 4 },
      'POST',
    );
    expect(two.statusCode).toBe(204);
    const { records } = await stored({ articleID: 9001 });
    expect(records.map((r) => [r.dataType, r.channel, r.shareChannel])).toEqual([
      [1000005, 1, null],
      [1000009, 3, 4],
    ]);
    expect(records[0]).toMatchObject({ deviceId: 'xy-1234', platform: 3, actionTime: TEST_START });
  });

  it.each([
    [{ dataType: 1000005, platform: 3 }, '缺少参数 articleID'],
    [{ dataType: 1000005, articleID: 9002 }, '缺少参数 platform'],
    [{ dataType: 42, articleID: 9002, platform: 3 }, 'dataType 不是可用的值'],
    [{ dataType: 1000005, articleID: '1 OR 1=1', platform: 3 }, 'articleID 必须是整数'],
    [{ dataType: 1000005, articleID: 9002, platform: 4 }, 'platform 不是可用的值'],
    [{ dataType: 1000005, articleID: 9002, platform: 3, refer: 'javascript:alert(1)' }, 'refer 格式不正确'],
    [{ dataType: 1000005, articleID: 9002, platform: 3, deviceid: '<b>' }, 'deviceid 格式不正确'],
  ])('bad input %j: 400 with a message, nothing kept', async (params, message) => {
    const response = await sendRecord({ ...tenant(), ...params });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect((await stored({ articleID: 9002 })).records).toEqual([]);
  });

  it('a wrong or missing tenant code or key is refused', async () => {
    const wrong = await sendRecord({
      tenantCode: 'other',
      key: config.key,
      dataType: 1000005,
      articleID: 9003,
      platform: 3,
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe('tenantCode 或 key 不正确');
    const missing = await sendRecord({ dataType: 1000005, articleID: 9003, platform: 3 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('缺少参数 tenantCode');
    expect((await stored({ articleID: 9003 })).records).toEqual([]);
  });

  it('web vitals arrive as a beacon of text/plain JSON and are kept per page type and path', async () => {
    const body = {
      pageType: 'newsDetail',
      path: '/template/displayTemplate/news/newsDetail/1/9004.html',
      metrics: [
        { name: 'LCP', value: 1234.5, rating: 'good' },
        { name: 'CLS', value: 0.02, rating: 'good' },
      ],
    };
    const response = await pub.app.inject({
      method: 'POST',
      url: '/bigdata/web-vitals',
      query: tenant(),
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify(body),
    });
    expect(response.statusCode).toBe(204);
    const { vitals } = await stored({ path: body.path });
    expect(vitals.map((v) => [v.name, v.value, v.pageType])).toEqual([
      ['LCP', 1234.5, 'newsDetail'],
      ['CLS', 0.02, 'newsDetail'],
    ]);
  });

  it.each([
    ['not json', 'body 必须是 JSON 对象'],
    [
      JSON.stringify({ pageType: 'x', path: '/a', metrics: [{ name: 'FID', value: 1, rating: 'good' }] }),
      'name 必须是',
    ],
    [
      JSON.stringify({ pageType: 'x', path: '/a', metrics: [{ name: 'LCP', value: -1, rating: 'good' }] }),
      'value 超出范围',
    ],
    [JSON.stringify({ pageType: 'x', path: 'https://evil.test/', metrics: [] }), 'path 必须是站内路径'],
    [JSON.stringify({ pageType: '<script>', path: '/a', metrics: [] }), 'pageType 格式不正确'],
  ])('bad vitals %s: 400 with a message', async (payload, message) => {
    const response = await pub.app.inject({
      method: 'POST',
      url: '/bigdata/web-vitals',
      query: tenant(),
      headers: { 'content-type': 'text/plain' },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });
});
