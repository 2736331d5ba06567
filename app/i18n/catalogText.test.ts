import { describe, expect, it } from 'vitest';
import { matchedCatalog, readCatalog, type CatalogText } from './catalogText';
import { languages } from './locales';
import { catalogAreas, catalogTexts, messagesFor, rootAreas } from './messages.server';

describe('the catalog as the loaders send it', () => {
  it('is one text per area and language, the same text every time', () => {
    for (const lang of languages) {
      const texts = catalogTexts(lang, ['home', 'lists']);
      expect(texts).toHaveLength(2);
      for (const text of texts) expect(typeof text).toBe('string');
      expect(catalogTexts(lang, ['lists'])[0]).toBe(texts[1]);
    }
  });

  it('reads back, every area layered, to the language’s whole catalog', () => {
    const every = catalogAreas().map(({ area }) => area);
    for (const lang of languages) {
      expect(readCatalog(catalogTexts(lang, every))).toEqual(messagesFor(lang));
    }
  });

  it('gives the root only what every page needs', () => {
    const root = readCatalog(catalogTexts('en', rootAreas));
    expect(root['shell.errorTitle']).toBe(messagesFor('en')['shell.errorTitle']);
    expect(root['errors.network']).toBe(messagesFor('en')['errors.network']);
    expect(Object.keys(root).some((key) => key.startsWith('lists.') || key.startsWith('home.'))).toBe(false);
  });

  it('reads a catalog a first page named by its file from what the page’s loader fetched', () => {
    const [shell] = catalogTexts('bo', ['shell']);
    const address = '/news/i18n/bo/shell.0123456789.json';
    const kept = globalThis as { __catalogs?: Record<string, string> };
    kept.__catalogs = { [address]: shell! };
    try {
      expect(readCatalog([address as CatalogText])['shell.home']).toBe(messagesFor('bo')['shell.home']);
    } finally {
      delete kept.__catalogs;
    }
  });

  it('is the same object for the same texts, so the translator is made once per page', () => {
    const texts = catalogTexts('fr', [...rootAreas, 'article']);
    expect(readCatalog([...texts])).toBe(readCatalog([...texts]));
  });

  it('layers the page’s areas over the root’s, from the matched routes’ loader data', () => {
    const root = { id: 'root', loaderData: { catalog: catalogTexts('de', rootAreas) } };
    const page = { id: 'routes/login', loaderData: { catalog: catalogTexts('de', ['account']) } };
    const failed = { id: 'routes/newsDetail', loaderData: undefined };
    const texts = matchedCatalog([root, page, failed]);
    expect(texts).toEqual([...catalogTexts('de', rootAreas), ...catalogTexts('de', ['account'])]);
    expect(readCatalog(texts)['account.title']).toBe(messagesFor('de')['account.title']);
    expect(readCatalog(texts)['common.retry']).toBe(messagesFor('de')['common.retry']);
  });
});

describe('catalog files', () => {
  const files = import.meta.glob<Record<string, { area: string; messages: object }>>('./catalogs/*.ts', {
    eager: true,
  });

  it('hold one area each, named as the file, every key prefixed with it', () => {
    for (const [path, module] of Object.entries(files)) {
      const name = path.replace(/^\.\/catalogs\/|\.ts$/g, '');
      expect(
        Object.values(module).map((catalog) => catalog.area),
        path,
      ).toEqual([name]);
    }
    for (const { area, keys } of catalogAreas()) {
      for (const key of keys) expect(key.startsWith(`${area}.`), key).toBe(true);
    }
  });

  it('are all merged into the catalog', () => {
    expect(
      catalogAreas()
        .map(({ area }) => `./catalogs/${area}.ts`)
        .sort(),
    ).toEqual(Object.keys(files).sort());
  });
});
