import { describe, expect, it } from 'vitest';
import { keptHttpUrls, safeHttpUrl } from './safeUrl';

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
