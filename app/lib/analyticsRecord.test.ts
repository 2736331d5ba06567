import { describe, expect, it } from 'vitest';
import {
  missingFields,
  platformCode,
  sendRecordUrl,
  webVitalsUrl,
  type RecordFacts,
} from './analyticsRecord';
import { shareChannelCode } from './shareLinks';

const config = { url: 'https://bd.example.cn/collect', tenantCode: 'qinglan', key: 'k-1' };
const facts: RecordFacts = {
  event: 'openArticle',
  articleId: 123,
  channel: 1,
  platform: 3,
  deviceId: 'xy1234',
  userUuid: 'xyu99',
  refer: 'https://search.example/?q=新闻',
  at: 1_747_706_400_000,
};
const query = (url: string) => Object.fromEntries(new URL(url).searchParams);

describe('send-record payloads (spec §7)', () => {
  it('open article: type 1000005 with tenant code, key, article id, platform, channel and the reader', () => {
    const url = sendRecordUrl(config, facts);
    expect(url.startsWith('https://bd.example.cn/collect/send-record?')).toBe(true);
    expect(query(url)).toEqual({
      tenantCode: 'qinglan',
      key: 'k-1',
      dataType: '1000005',
      articleID: '123',
      platform: '3',
      channel: '1',
      actionTime: '1747706400000',
      deviceid: 'xy1234',
      userUuid: 'xyu99',
      refer: 'https://search.example/?q=新闻',
    });
  });

  it('share 1000009 carries its share channel; comment 1000013 and like 1000002 do not', () => {
    const share = query(
      sendRecordUrl(config, { ...facts, event: 'share', shareChannel: shareChannelCode('weibo') }),
    );
    expect([share.dataType, share.shareChanel]).toEqual(['1000009', '3']);
    const copied = query(
      sendRecordUrl(config, { ...facts, event: 'share', shareChannel: shareChannelCode('copy') }),
    );
    expect([copied.dataType, copied.shareChanel]).toEqual(['1000009', undefined]);
    expect(query(sendRecordUrl(config, { ...facts, event: 'comment' })).dataType).toBe('1000013');
    expect(query(sendRecordUrl(config, { ...facts, event: 'like' })).dataType).toBe('1000002');
  });

  it('a referrer that is not http(s) is left out', () => {
    expect(query(sendRecordUrl(config, { ...facts, refer: 'javascript:alert(1)' })).refer).toBeUndefined();
    expect(query(sendRecordUrl(config, { ...facts, refer: '' })).refer).toBeUndefined();
  });

  it('names what is missing: host, tenant code, key, article id', () => {
    expect(missingFields(config, 123)).toEqual([]);
    expect(missingFields(undefined, 123)).toEqual(['bigData.url', 'bigData.tenantCode', 'bigData.key']);
    expect(missingFields({ ...config, key: '' }, 0)).toEqual(['bigData.key', 'articleID']);
  });

  it('platform: a phone browser is mobile (3), anything else PC (5)', () => {
    expect([platformCode('android'), platformCode('ios'), platformCode('other')]).toEqual([3, 3, 5]);
  });

  it('web vitals go to the same host with the tenant code and key', () => {
    expect(query(webVitalsUrl(config))).toEqual({ tenantCode: 'qinglan', key: 'k-1' });
    expect(webVitalsUrl(config).startsWith('https://bd.example.cn/collect/web-vitals?')).toBe(true);
  });
});
