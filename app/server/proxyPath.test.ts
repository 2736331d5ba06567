import { describe, expect, it } from 'vitest';
import { forwardedUrl } from './proxyPath';

const appIf = { prefix: '/app_if/', target: 'http://pub.example:8080/app_if/' };
const sso = { prefix: '/sso-app/', target: 'http://pub.example:8080/sso-app/' };
const pic = { prefix: '/pic/', target: 'http://pub.example:8080/pic/' };
const media = { prefix: '/media/', target: 'http://pub.example:8080/media/' };

describe('forwardedUrl', () => {
  it('forwards a plain path under the prefix to the target, the query as it came', () => {
    expect(forwardedUrl(appIf, '/app_if/getArticles?columnId=1')?.href).toBe(
      'http://pub.example:8080/app_if/getArticles?columnId=1',
    );
    expect(forwardedUrl(appIf, '/app_if/voteVerifyCode?codeKey=a/b@c:d')?.href).toBe(
      'http://pub.example:8080/app_if/voteVerifyCode?codeKey=a/b@c:d',
    );
    expect(forwardedUrl(sso, '/sso-app/api/login')?.href).toBe('http://pub.example:8080/sso-app/api/login');
    expect(forwardedUrl(media, '/media/hls/12.m3u8')?.href).toBe('http://pub.example:8080/media/hls/12.m3u8');
  });

  it("keeps a picture's @! style and an encoded name: in a path they name no host", () => {
    expect(forwardedUrl(pic, '/pic/2026-10/10/a.jpg@!w750')?.href).toBe(
      'http://pub.example:8080/pic/2026-10/10/a.jpg@!w750',
    );
    expect(forwardedUrl(pic, '/pic/brand/%E6%A0%87%20a.png')?.href).toBe(
      'http://pub.example:8080/pic/brand/%E6%A0%87%20a.png',
    );
    expect(forwardedUrl(pic, '/pic/a.jpg@!w750')?.href).toBe('http://pub.example:8080/pic/a.jpg@!w750');
  });

  it('refuses absolute and scheme-relative URLs, with or without their slashes', () => {
    for (const path of [
      'http://127.0.0.1:9911/evil.html',
      'https:/\\127.0.0.1:9911/evil.html',
      'http:%2f%2f127.0.0.1:9911/evil.html',
      '//127.0.0.1:9911/evil.html',
      '///127.0.0.1:9911/evil.html',
      '%2f%2f127.0.0.1:9911/evil.html',
      '127.0.0.1:9911/evil.html',
      'user@127.0.0.1:9911/evil.html',
      'ftp://127.0.0.1:9911/x',
    ])
      expect(forwardedUrl(appIf, `/app_if/${path}`), path).toBeUndefined();
  });

  it('refuses data:, file:, javascript: and any scheme as the first segment', () => {
    for (const path of [
      'data:text/html,<script>alert(1)</script>',
      'data:text/html;base64,PHNjcmlwdD4=',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'JavaScript%3aalert(1)',
      'blob:http://x/1',
    ])
      expect(forwardedUrl(appIf, `/app_if/${path}`), path).toBeUndefined();
  });

  it('refuses backslashes, raw or encoded', () => {
    for (const path of ['\\evil', '\\\\127.0.0.1/x', '%5c%5c127.0.0.1/x', 'a%5C..%5Cb', '..\\editor'])
      expect(forwardedUrl(appIf, `/app_if/${path}`), path).toBeUndefined();
  });

  it('refuses dot segments however spelled, and encoded slashes', () => {
    for (const path of [
      '../editor/api/comments',
      './getArticles',
      'a/../../editor/api/comments',
      '%2e%2e/editor/api/comments',
      '.%2E/editor/api/comments',
      '..%2f..%2feditor',
      'a%2fb',
      '%252e%252e/editor',
      '..;/editor/api/comments',
      'a/..;x/b',
    ])
      expect(forwardedUrl(appIf, `/app_if/${path}`), path).toBeUndefined();
  });

  it('refuses control characters, spaces and raw bytes, encoded or not, and fragments', () => {
    for (const path of [
      '%00/x',
      'a%00.jpg',
      '%09/127.0.0.1:9911',
      '/%09/127.0.0.1:9911',
      'a%0d%0aHost:evil',
      '\t//127.0.0.1',
      'a\nb',
      'a b',
      'caf\u00e9',
      'a#b',
      '%zz',
    ])
      expect(forwardedUrl(appIf, `/app_if/${path}`), JSON.stringify(path)).toBeUndefined();
  });

  it('refuses the test hooks under every target, however spelled', () => {
    for (const url of [
      '/app_if/test/article',
      '/app_if/TEST/article',
      '/app_if/%74est/article',
      '/app_if/test;x/article',
      '/app_if//test/article',
      '/app_if/;x/test/article',
      '/app_if/test',
      '/app_if/test/',
    ])
      expect(forwardedUrl(appIf, url), url).toBeUndefined();
    expect(forwardedUrl(sso, '/sso-app/test/lastCode?phone=1')).toBeUndefined();
    // a test segment further down is a name like any other
    expect(forwardedUrl(pic, '/pic/brand/test')?.pathname).toBe('/pic/brand/test');
  });

  it('refuses an empty path and empty segments, but a trailing slash is a plain path', () => {
    expect(forwardedUrl(appIf, '/app_if/')).toBeUndefined();
    expect(forwardedUrl(appIf, '/app_if/?x=1')).toBeUndefined();
    expect(forwardedUrl(appIf, '/app_if/a//b')).toBeUndefined();
    expect(forwardedUrl(appIf, '/app_if/getArticles/')?.pathname).toBe('/app_if/getArticles/');
  });

  it('refuses a URL that does not start with the prefix as sent', () => {
    expect(forwardedUrl(appIf, '/%61pp_if/getArticles')).toBeUndefined();
    expect(forwardedUrl(appIf, 'http://127.0.0.1:9911/app_if/getArticles')).toBeUndefined();
  });
});
