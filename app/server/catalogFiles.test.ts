import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { catalogTexts, rootAreas } from '~/i18n/messages.server';
import { languages } from '~/i18n/locales';
import { catalogFiles, catalogsByAddress, registerCatalogFiles } from './catalogFiles';

const files = catalogFiles('/news/');

/** A page as React Router writes it: the hydration data's turbo-stream line inside a JavaScript string literal. */
function pageWithData(line: unknown[]): Buffer {
  const literal = JSON.stringify(JSON.stringify(line)).replace(
    /[&<>\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  return Buffer.from(
    '<!DOCTYPE html><html><head></head><body><p>{"shell.home":"not data"}</p>' +
      `<script nonce="N">window.__reactRouterContext.streamController.enqueue(${literal});</script></body></html>`,
  );
}

/** The hydration data's line as the browser reads it, back from the page. */
function dataIn(html: Buffer): unknown[] {
  const literal = /enqueue\(("[\s\S]*?")\);<\/script>/.exec(html.toString())?.[1];
  return JSON.parse(JSON.parse(literal!) as string) as unknown[];
}

describe('catalogsByAddress', () => {
  it('names every catalog of every language by its file, which holds the very same text', () => {
    for (const lang of languages) {
      const texts = catalogTexts(lang, [...rootAreas, 'article', 'comments']);
      const page = pageWithData([{ _1: 2 }, 'loaderData', ...texts, 'after']);
      const { html, addresses } = catalogsByAddress(page, files);
      const data = dataIn(html);
      expect(data.slice(2, -1)).toEqual(addresses);
      expect(addresses.map((address) => files.byAddress.get(address))).toEqual(texts);
      expect(addresses[0]).toMatch(new RegExp(`^/news/i18n/${lang}/common\\.[\\w-]{10}\\.json$`));
      expect(data.at(-1)).toBe('after');
      expect(html.length).toBeLessThan(page.length / 2);
    }
  });

  it('leaves a text it does not serve, and everything outside the hydration data, as they were', () => {
    const page = pageWithData(['{"shell.home":"an older build"}', '{"shell.home":"首页"}']);
    const { html, addresses } = catalogsByAddress(page, files);
    expect(html).toEqual(page);
    expect(addresses).toEqual([]);
    expect(catalogsByAddress(Buffer.from('<p>{"a":1}</p>'), files).addresses).toEqual([]);
  });
});

describe('registerCatalogFiles', () => {
  it('serves each file as JSON for good, and nothing else under its name', async () => {
    const app = Fastify();
    registerCatalogFiles(app, files);
    const [address, text] = [...files.byAddress][0]!;
    const res = await app.inject(address);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(text);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject(address.replace(/\.[\w-]+\.json$/, '.0000000000.json'))).statusCode).toBe(404);
  });
});
