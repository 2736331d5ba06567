import { describe, expect, it } from 'vitest';
import { languageCookie, languageFromCookie } from './languageCookie';

describe('languageFromCookie', () => {
  it('reads a valid stored choice', () => {
    expect(languageFromCookie('a=1; lang=bo; b=2')).toBe('bo');
    expect(languageFromCookie('lang=en')).toBe('en');
  });

  it('defaults to Chinese when missing or not a language we speak', () => {
    expect(languageFromCookie(null)).toBe('zh');
    expect(languageFromCookie('lang=xx')).toBe('zh');
    expect(languageFromCookie('xlang=en')).toBe('zh');
  });

  it('writes a cookie the whole site sees', () => {
    expect(languageCookie('fr')).toMatch(/^lang=fr; Path=\/; Max-Age=\d+; SameSite=Lax$/);
  });
});
