import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createStyleInliner, inlineStyles } from './inlineStyles';

const base = '/news/';
const page = (head: string, body = '<p>x</p>') =>
  Buffer.from(`<html><head>${head}</head><body>${body}</body></html>`);

describe('inlineStyles', () => {
  const styles = new Map([[`${base}assets/a-1.css`, '.a{color:red}']]);

  it('puts a known stylesheet inline and keeps its link as a non-blocking download', () => {
    const out = inlineStyles(
      page(`<link nonce="n1" rel="stylesheet" href="${base}assets/a-1.css"/>`),
      styles,
    ).toString();
    expect(out).toContain(
      `<style>.a{color:red}</style><link nonce="n1" rel="stylesheet" href="${base}assets/a-1.css" media="print"/>`,
    );
  });

  it('leaves unknown stylesheets, the body and pages without a head alone', () => {
    const unknown = page(`<link rel="stylesheet" href="${base}assets/other.css"/>`);
    expect(inlineStyles(unknown, styles)).toBe(unknown);
    const inBody = page('', `<link rel="stylesheet" href="${base}assets/a-1.css"/>`);
    expect(inlineStyles(inBody, styles)).toBe(inBody);
    const fragment = Buffer.from('<p>no head</p>');
    expect(inlineStyles(fragment, styles)).toBe(fragment);
  });
});

describe('createStyleInliner', () => {
  it('reads the build’s CSS and never lets it close the style element', () => {
    const dir = mkdtempSync(join(tmpdir(), 'inline-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'assets', 'b-2.css'), '.b{content:"</style><script>x</script>"}');
    const inline = createStyleInliner(dir, base);
    const out = inline(page(`<link rel="stylesheet" href="${base}assets/b-2.css"/>`)).toString();
    expect(out).not.toContain('</style><script>');
    expect(out).toContain('<\\/style><script>');
  });

  it('without a client build it inlines nothing', () => {
    const inline = createStyleInliner(join(tmpdir(), 'no-such-build-dir'), base);
    const original = page(`<link rel="stylesheet" href="${base}assets/a-1.css"/>`);
    expect(inline(original)).toBe(original);
  });
});
