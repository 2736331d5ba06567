import { describe, expect, it } from 'vitest';
import { safeLocalPath } from './localPath';

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
