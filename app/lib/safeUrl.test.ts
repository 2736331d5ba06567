import { describe, expect, it } from 'vitest';
import { keptHttpUrls, safeHttpUrl, safeLocalPath } from './safeUrl';

describe('safeHttpUrl', () => {
  it('keeps http and https URLs', () => {
    expect(safeHttpUrl('https://paper.example.com/epaper')).toBe('https://paper.example.com/epaper');
    expect(safeHttpUrl(' http://a.example/x?y=1 ')).toBe('http://a.example/x?y=1');
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    'ftp://files.example',
    '/relative/path',
    'not a url',
    '',
    '   ',
  ])('rejects %s', (value) => {
    expect(safeHttpUrl(value)).toBeUndefined();
  });

  it('rejects values that are not strings', () => {
    expect(safeHttpUrl(undefined)).toBeUndefined();
    expect(safeHttpUrl(42)).toBeUndefined();
    expect(safeHttpUrl(null)).toBeUndefined();
  });
});

describe('safeHttpUrl on the server (answers kept)', () => {
  it('answers a kept address as the first time, a bad one stays refused, and past the bound it still checks', () => {
    expect(import.meta.env.SSR).toBe(true);
    for (let round = 0; round < 2; round += 1) {
      expect(safeHttpUrl(' https://img.example/a.jpg ')).toBe('https://img.example/a.jpg');
      expect(safeHttpUrl('javascript:alert(1)')).toBeUndefined();
    }
    for (let i = 0; i <= keptHttpUrls; i += 1) {
      expect(safeHttpUrl(`https://img.example/${i}.jpg`)).toBe(`https://img.example/${i}.jpg`);
    }
    expect(safeHttpUrl('javascript:alert(1)')).toBeUndefined();
    expect(safeHttpUrl('https://img.example/a b')).toBe('https://img.example/a%20b');
  });
});

describe('safeLocalPath', () => {
  it('keeps a path on this site', () => {
    expect(safeLocalPath('/home.html?x=1', '/')).toBe('/home.html?x=1');
    expect(safeLocalPath('/newsDetail/1/2.html?title=a b#end', '/')).toBe(
      '/newsDetail/1/2.html?title=a%20b#end',
    );
  });

  it.each([
    '//evil.example/x',
    '/\\evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    '',
    // what a browser reads as //evil.example: it drops tabs and newlines, and reads a backslash as a slash
    '/\t/evil.example',
    '/\n/evil.example',
    '\\/evil.example',
    // dot segments that resolve to a scheme-relative path (the browser would leave the site)
    '/..//evil.example/x',
    '/./..//evil.example',
    '/%2e%2e//evil.example',
    '/.%2E//evil.example',
    '/..\\/evil.example',
    '/../\\evil.example',
    '/..\t//evil.example',
    // encoded slashes: a server that decodes the path before redirecting again would leave the site
    '/%2F%2Fevil.example',
    '/%5C%5Cevil.example',
    '/..%2F%2Fevil.example',
    '/%09/evil.example',
    '/%0A/%5Cevil.example',
  ])('falls back for %j', (value) => {
    expect(safeLocalPath(value, '/home.html')).toBe('/home.html');
  });
});
