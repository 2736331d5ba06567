import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createNonce } from './csp';
import { gzipTemplate, gzipWithNonce } from './gzipTemplate';

/** a page's text cut at its nonce, as pageCache.ts keeps it */
const cut = (text: string, nonce: string) => text.split(nonce).map((piece) => Buffer.from(piece));

describe('gzipTemplate', () => {
  it('any nonce written into it gives the page with that nonce, byte for byte', () => {
    const render = createNonce();
    // repeated markup around the nonces: the pieces refer back across them
    const row = (i: number) => `<li class="item item-${i % 3}">青岚日报 བོད་ཡིག ${i}</li>`;
    const text =
      `<script nonce="${render}">a()</script>${Array.from({ length: 200 }, (_, i) => row(i)).join('')}` +
      `<script nonce="${render}">s.nonce="${render}"</script>${row(7)}${row(7)}`;
    const pieces = cut(text, render);
    const template = gzipTemplate(pieces, render.length);
    for (let i = 0; i < 20; i += 1) {
      const fresh = createNonce();
      const body = gzipWithNonce(template, pieces, Buffer.from(fresh));
      expect(gunzipSync(body).toString()).toBe(text.replaceAll(render, fresh));
    }
    expect(template.bytes.length).toBeLessThan(Buffer.byteLength(text) / 10);
  });

  it('nonces at the very start, the end and side by side; a page without one', () => {
    for (const text of ['NNNN<p>x</p>NNNNNNNN', 'NNNN', '', '[{"_1":2}]']) {
      const pieces = cut(text, 'NNNN');
      const body = gzipWithNonce(gzipTemplate(pieces, 4), pieces, Buffer.from('ab+/'));
      expect(gunzipSync(body).toString()).toBe(text.replaceAll('NNNN', 'ab+/'));
    }
  });

  it('a nonce of another length is refused, never written over its neighbours', () => {
    const pieces = cut('<p nonce="NNNN">', 'NNNN');
    expect(() => gzipWithNonce(gzipTemplate(pieces, 4), pieces, Buffer.from('longer'))).toThrow();
  });
});
