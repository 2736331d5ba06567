// Wire shapes: the area's fixtures (the reference publisher's answers, which its contract test checks), and
// hand-made payloads for what other deployments send (PUBLISHER_API.md: A/B logs, scrapers).
import { describe, expect, test } from 'vitest';
import auth from './fixtures/auth.json';
import authinfo from './fixtures/authinfo.json';
import getAnonymousToken from './fixtures/getAnonymousToken.json';
import getConfig from './fixtures/getConfig.json';
import refreshAccessToken from './fixtures/refreshAccessToken.json';
import serverTime from './fixtures/serverTime.json';
import { parseSiteConfig } from './config';
import { sessionOperations as ops } from './operations';
import { tokenLifetimeMs } from './tokens';

describe('config', () => {
  test('getConfig with string flags and the xyApi group', () => {
    const c = parseSiteConfig({
      siteID: 4,
      padColor: '#1a6fb5',
      detailPageGrey: '1',
      showSearchList: 1,
      tokenEnable: '1',
      filing: { open: 1, filingUrl: 'https://beian.example.cn/', filingNumber: 'ICP' },
      siteConfig: { discuss: { auditType: '2' }, globalCount: { showReadCount: 0 } },
      liveTitleStatus: { preview: '预告', living: '直播中', replay: '回放' },
      xyApi: {
        siteId: 4,
        xyAuth: '2',
        apiVersion: '3',
        curVersions: '1',
        securitySource: 'touch',
        SSOUrl: 'http://s/',
      },
    });
    expect(c).toMatchObject({
      siteId: 4,
      themeColor: '#1a6fb5',
      detailPageGrey: true,
      showSearchList: true,
      tokenEnable: true,
      discussAuditType: 2,
      filing: { open: true, url: 'https://beian.example.cn/', number: 'ICP' },
      liveTitleStatus: true,
      liveTitles: { preview: '预告', living: '直播中', replay: '回放' },
      fontSize: { base: 16, step: 2 },
    });
    expect(c.globalCount).toEqual({
      showPubTime: true,
      showReadCount: false,
      showDiscussCount: true,
      showPraiseCount: true,
    });
    expect(c.xyApi).toMatchObject({
      siteId: 4,
      xyAuth: 2,
      apiVersion: 3,
      ssoUrl: 'http://s/',
      imageSuffixPath: '@!',
    });
  });
  test('an empty config still gives safe defaults', () => {
    const c = parseSiteConfig(undefined);
    expect(c.siteId).toBe(1);
    expect(c.xyApi.xyAuth).toBe(0);
    expect(c.xyApi.curVersions).toBe('1');
    expect(c.bigData).toEqual({ url: '', tenantCode: '', key: '' });
  });
  test('bigData: the analytics host only when it is http(s), without its trailing slash', () => {
    const read = (url: string) => parseSiteConfig({ bigData: { url, tenantCode: 't', key: 'k' } }).bigData;
    expect(read('https://bd.example.cn/collect/')).toEqual({
      url: 'https://bd.example.cn/collect',
      tenantCode: 't',
      key: 'k',
    });
    expect(read('javascript:alert(1)').url).toBe('');
  });
});

describe("the publisher's answers", () => {
  const at = 1_747_706_460_000;

  test('getConfig: token mode, the xyApi group, live titles, image suffixes', () => {
    const c = ops.getConfig.parse(getConfig, at);
    expect(c).toMatchObject({
      siteId: 1,
      appName: getConfig.appName,
      tokenEnable: true,
      discussAuditType: 1,
      liveTitles: getConfig.liveTitleStatus,
      imageSuffix: getConfig.imageSuffix,
      fontSize: getConfig.fontSize,
    });
    expect(c.xyApi).toMatchObject({ siteId: 1, xyAuth: 1, apiVersion: 2, ssoUrl: getConfig.xyApi.SSOUrl });
  });

  test('the clock and the handshake', () => {
    expect(ops.serverTime.parse(serverTime, at)).toBe(serverTime.serverTime);
    expect(ops.authinfo.parse(authinfo, at)).toEqual(authinfo);
    expect(ops.auth.parse(auth, at)).toEqual({ authToken: auth.authToken, expiresAt: auth.authTime });
  });

  test('tokens keep the expiry they are sent with, else two hours', () => {
    expect(ops.getAnonymousToken.parse(getAnonymousToken, at)).toEqual({
      securityToken: getAnonymousToken.securityToken,
      expiresAt: getAnonymousToken.expireTime,
    });
    expect(ops.refreshAccessToken.parse(refreshAccessToken, at)).toEqual({
      accessToken: refreshAccessToken.accessToken,
      refreshToken: refreshAccessToken.refreshToken,
      expiresAt: refreshAccessToken.expireTime,
    });
    expect(ops.getAnonymousToken.parse({ securityToken: 's' }, at).expiresAt).toBe(at + tokenLifetimeMs);
  });
});
