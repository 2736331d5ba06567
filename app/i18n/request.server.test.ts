import { afterEach, describe, expect, it, vi } from 'vitest';
import { configuredDefaultLanguage } from './defaultLanguage.server';
import { requestLanguage, requestTranslator } from './request.server';

const page = (cookie?: string) =>
  new Request('http://localhost/home.html', cookie ? { headers: { cookie } } : undefined);

afterEach(() => vi.unstubAllEnvs());

describe('configuredDefaultLanguage (DEFAULT_LANGUAGE)', () => {
  it('takes any language we speak', () => {
    for (const lang of ['zh', 'en', 'de', 'fr', 'bo']) {
      expect(configuredDefaultLanguage({ DEFAULT_LANGUAGE: lang })).toBe(lang);
    }
    expect(configuredDefaultLanguage({ DEFAULT_LANGUAGE: ' EN ' })).toBe('en');
  });

  it('falls back to Chinese when unset or invalid', () => {
    expect(configuredDefaultLanguage({})).toBe('zh');
    expect(configuredDefaultLanguage({ DEFAULT_LANGUAGE: '' })).toBe('zh');
    expect(configuredDefaultLanguage({ DEFAULT_LANGUAGE: 'es' })).toBe('zh');
    expect(configuredDefaultLanguage({ DEFAULT_LANGUAGE: 'zh-CN' })).toBe('zh');
  });
});

describe('requestLanguage', () => {
  it('uses the configured default when the reader has no lang cookie', () => {
    vi.stubEnv('DEFAULT_LANGUAGE', 'bo');
    expect(requestLanguage(page())).toBe('bo');
    expect(requestLanguage(page('lang=xx'))).toBe('bo');
  });

  it('the reader’s stored choice wins over the configured default', () => {
    vi.stubEnv('DEFAULT_LANGUAGE', 'bo');
    expect(requestLanguage(page('a=1; lang=fr'))).toBe('fr');
  });

  it('is Chinese with no cookie and no configuration', () => {
    vi.stubEnv('DEFAULT_LANGUAGE', '');
    expect(requestLanguage(page())).toBe('zh');
  });
});

describe('requestTranslator', () => {
  it('translates in the request’s language', () => {
    vi.stubEnv('DEFAULT_LANGUAGE', 'en');
    expect(requestTranslator(page()).t('common.retry')).toBe('Retry');
    expect(requestTranslator(page('lang=de')).t('common.retry')).toBe('Erneut versuchen');
  });
});
