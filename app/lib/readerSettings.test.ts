import { describe, expect, it } from 'vitest';
import { choiceCookie, cookieValue, readerSettingsFromCookie } from './readerSettings';

describe('readerSettingsFromCookie', () => {
  it('reads the stored theme and text size among other cookies, in any order', () => {
    expect(readerSettingsFromCookie('lang=bo; textsize=large; a=1; theme=dark')).toEqual({
      theme: 'dark',
      textSize: 'large',
    });
    expect(readerSettingsFromCookie('theme=system;textsize=small')).toEqual({
      theme: 'system',
      textSize: 'small',
    });
    expect(readerSettingsFromCookie(' textsize = xlarge ')).toEqual({ theme: 'light', textSize: 'xlarge' });
  });

  it('a reader who chose nothing gets light pages at the standard size', () => {
    for (const header of [null, undefined, '', 'lang=en', ';;', '=dark']) {
      expect(readerSettingsFromCookie(header), String(header)).toEqual({
        theme: 'light',
        textSize: 'standard',
      });
    }
  });

  it('an unknown, empty or look-alike value is the default, never an error', () => {
    expect(readerSettingsFromCookie('theme=neon; textsize=huge')).toEqual({
      theme: 'light',
      textSize: 'standard',
    });
    expect(readerSettingsFromCookie('theme=; textsize=')).toEqual({ theme: 'light', textSize: 'standard' });
    expect(readerSettingsFromCookie('xtheme=dark; mytextsize=large')).toEqual({
      theme: 'light',
      textSize: 'standard',
    });
    expect(readerSettingsFromCookie('theme=DARK; textsize=Large')).toEqual({
      theme: 'light',
      textSize: 'standard',
    });
    expect(readerSettingsFromCookie('theme=dark%3B')).toEqual({ theme: 'light', textSize: 'standard' });
  });

  it('the first of a name sent twice counts, as the language does', () => {
    expect(cookieValue('theme=dark; theme=light', 'theme')).toBe('dark');
    expect(cookieValue('a=b=c', 'a')).toBe('b=c');
    expect(cookieValue('lang=en', 'theme')).toBeUndefined();
  });
});

describe('choiceCookie', () => {
  it('stores a choice for the whole site, for a year', () => {
    expect(choiceCookie('theme', 'dark')).toBe('theme=dark; Path=/; Max-Age=31536000; SameSite=Lax');
  });
});
