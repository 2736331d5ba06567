import { describe, expect, it } from 'vitest';
import { readCatalog } from './catalogText';
import { catalogTextFor, messagesFor } from './messages.server';

describe('the catalog as the root loader sends it', () => {
  it('is one text per language that reads back to the same catalog', () => {
    for (const lang of ['zh', 'en', 'de', 'fr', 'bo'] as const) {
      const text = catalogTextFor(lang);
      expect(typeof text).toBe('string');
      expect(catalogTextFor(lang)).toBe(text);
      expect(readCatalog(text)).toEqual(messagesFor(lang));
    }
  });

  it('is parsed once per text', () => {
    const text = catalogTextFor('en');
    expect(readCatalog(text)).toBe(readCatalog(text));
    expect(readCatalog(text)['shell.errorTitle']).toBe(messagesFor('en')['shell.errorTitle']);
  });
});
