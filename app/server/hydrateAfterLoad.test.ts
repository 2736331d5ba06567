import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { hydrateAfterLoad, latestMs } from './hydrateAfterLoad';

const page =
  '<!DOCTYPE html><html><head><link rel="modulepreload" href="/a/entry.js" nonce="N1"/>' +
  '<link rel="stylesheet" href="/a/root.css"/><link rel="modulepreload" href="/a/root.js" nonce="N1"/></head>' +
  '<body><main><p>&lt;link rel="modulepreload" href="x"&gt;</p></main>' +
  '<script nonce="N1">window.__reactRouterContext = {};</script>' +
  '<script nonce="N1" type="module" async="">import * as route0 from "/a/root.js";\nimport("/a/entry.js");</script>' +
  '</body></html>';

/**
 * Runs the page's inline loader against a fake document and window, and reports what it adds and when.
 * `paintEntries`: whether the browser reports paint timing (Safari 14.0 does not).
 */
function runLoader(
  html: string,
  { paintEntries = true, fetch }: { paintEntries?: boolean; fetch?: (url: string) => Promise<unknown> } = {},
) {
  const code = /<script nonce="N1">(\(function[\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!code) throw new Error('no loader in the page');
  const added: Array<Record<string, string>> = [];
  const listeners: Record<string, () => void> = {};
  let reportPaint: ((names: string[]) => void) | undefined;
  class FakePerformanceObserver {
    static supportedEntryTypes = paintEntries ? ['navigation', 'paint'] : ['navigation'];
    constructor(callback: (list: { getEntriesByName(name: string): unknown[] }) => void) {
      reportPaint = (names) => callback({ getEntriesByName: (name) => names.filter((n) => n === name) });
    }
    observe() {}
    disconnect() {
      reportPaint = undefined;
    }
  }
  const element = (parent: string) => (tag: string) => ({ tag, parent }) as Record<string, string>;
  const append = (parent: string) => (node: Record<string, string>) => added.push({ ...node, parent });
  const document = {
    createElement: element(''),
    head: { appendChild: append('head') },
    body: { appendChild: append('body') },
  };
  const window: { PerformanceObserver: unknown; __catalogs?: Record<string, string> } = {
    PerformanceObserver: FakePerformanceObserver,
  };
  runInNewContext(code, {
    document,
    window,
    addEventListener: (name: string, listener: () => void) => (listeners[name] = listener),
    setTimeout,
    fetch,
  });
  return {
    window,
    added,
    load: () => listeners.load?.(),
    paint: (...names: string[]) => reportPaint?.(names),
  };
}

describe('hydrateAfterLoad', () => {
  it('takes the module preloads and the module script out of the page', () => {
    const out = hydrateAfterLoad(Buffer.from(page)).toString();
    expect(out).not.toContain('<link rel="modulepreload"');
    expect(out).not.toMatch(/<script[^>]*type="module"/);
    expect(out).toContain('<link rel="stylesheet" href="/a/root.css"/>');
    expect(out).toContain('<script nonce="N1">window.__reactRouterContext = {};</script>');
    // text that only looks like a link stays
    expect(out).toContain('<p>&lt;link rel="modulepreload" href="x"&gt;</p>');
  });

  it('adds them, nonce and all, once the page has loaded and painted, and not before', () => {
    vi.useFakeTimers();
    try {
      const { added, load, paint } = runLoader(hydrateAfterLoad(Buffer.from(page)).toString());
      load();
      paint('first-paint');
      expect(added).toEqual([]);
      paint('first-contentful-paint');
      // not inside the task that reported them, which may already be long
      expect(added).toEqual([]);
      vi.advanceTimersByTime(0);
      expect(added).toEqual([
        { tag: 'link', parent: 'head', rel: 'modulepreload', href: '/a/entry.js', nonce: 'N1' },
        { tag: 'link', parent: 'head', rel: 'modulepreload', href: '/a/root.js', nonce: 'N1' },
        {
          tag: 'script',
          parent: 'body',
          type: 'module',
          nonce: 'N1',
          text: 'import * as route0 from "/a/root.js";\nimport("/a/entry.js");',
        },
      ]);
      load();
      vi.advanceTimersByTime(latestMs);
      expect(added).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('waits for load when the paint came first, and starts in a task of its own', () => {
    vi.useFakeTimers();
    try {
      const { added, load, paint } = runLoader(hydrateAfterLoad(Buffer.from(page)).toString());
      paint('first-contentful-paint');
      vi.advanceTimersByTime(0);
      expect(added).toEqual([]);
      load();
      expect(added).toEqual([]);
      vi.advanceTimersByTime(0);
      expect(added).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('goes by load alone where the browser reports no paint timing', () => {
    vi.useFakeTimers();
    try {
      const { added, load } = runLoader(hydrateAfterLoad(Buffer.from(page)).toString(), {
        paintEntries: false,
      });
      vi.advanceTimersByTime(0);
      expect(added).toEqual([]);
      load();
      vi.advanceTimersByTime(0);
      expect(added).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it(`adds them after ${latestMs} ms when load or the paint is held up`, () => {
    vi.useFakeTimers();
    try {
      const { added } = runLoader(hydrateAfterLoad(Buffer.from(page)).toString());
      vi.advanceTimersByTime(latestMs - 1);
      expect(added).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(added.map((node) => node.tag)).toEqual(['link', 'link', 'script']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('fetches the catalog files the hydration data names before it starts React, and keeps them for it', async () => {
    const asked: string[] = [];
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const fetch = async (url: string) => {
      asked.push(url);
      await answered;
      return { ok: true, text: () => Promise.resolve(`{"from":"${url}"}`) };
    };
    const out = hydrateAfterLoad(Buffer.from(page), ['/i18n/zh/shell.a.json', '/i18n/zh/lists.b.json']);
    const { added, load, paint, window } = runLoader(out.toString(), { fetch });
    load();
    paint('first-contentful-paint');
    // the module preloads go first, the catalogs are asked for in a task after theirs
    await new Promise((resolve) => setTimeout(resolve));
    expect(added.map((node) => node.tag)).toEqual(['link', 'link']);
    expect(asked).toEqual([]);
    // React starts only with every catalog in hand
    await vi.waitFor(() => expect(asked).toEqual(['/i18n/zh/shell.a.json', '/i18n/zh/lists.b.json']));
    expect(added.map((node) => node.tag)).toEqual(['link', 'link']);
    answer();
    await vi.waitFor(() => expect(added.map((node) => node.tag)).toEqual(['link', 'link', 'script']));
    expect(window.__catalogs).toEqual({
      '/i18n/zh/shell.a.json': '{"from":"/i18n/zh/shell.a.json"}',
      '/i18n/zh/lists.b.json': '{"from":"/i18n/zh/lists.b.json"}',
    });
  });

  it('leaves the page as the server wrote it when a catalog file cannot be had', async () => {
    const fetch = (url: string) =>
      Promise.resolve({ ok: !url.includes('lists'), text: () => Promise.resolve('{}') });
    const out = hydrateAfterLoad(Buffer.from(page), ['/i18n/zh/shell.a.json', '/i18n/zh/lists.b.json']);
    const { added, load, paint } = runLoader(out.toString(), { fetch });
    load();
    paint('first-contentful-paint');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(added.map((node) => node.tag)).toEqual(['link', 'link']);
  });

  it('never lets the module code close the inline script early', () => {
    const hostile = page.replace('import("/a/entry.js");', 'var x = "<!--<script>";');
    const out = hydrateAfterLoad(Buffer.from(hostile)).toString();
    const loader = /<script nonce="N1">\(function[\s\S]*?<\/script>/.exec(out)?.[0] ?? '';
    expect(loader).not.toMatch(/<!--|<script>/);
    expect(runLoader(out).added).toEqual([]);
  });

  it('finds the module script even after body markup that carries a type="module" attribute', () => {
    const tricky = page.replace('<main>', '<main><ol type="module"><li>一</li></ol>');
    const out = hydrateAfterLoad(Buffer.from(tricky)).toString();
    expect(out).toContain('<ol type="module"><li>一</li></ol>');
    expect(out).toContain('<script nonce="N1">window.__reactRouterContext = {};</script>');
    expect(out).not.toMatch(/<script[^>]*type="module"/);
  });

  it('keeps the page’s other characters intact', () => {
    const text = page.replace('<main>', '<main><p>青岚日报 བོད་ཡིག</p>');
    expect(hydrateAfterLoad(Buffer.from(text)).toString()).toContain('<p>青岚日报 བོད་ཡིག</p>');
  });

  it('returns a page without the module script, or without a head, as it was', () => {
    const plain = Buffer.from('<html><head></head><body>x</body></html>');
    expect(hydrateAfterLoad(plain)).toBe(plain);
    const fragment = Buffer.from('<script type="module">x</script>');
    expect(hydrateAfterLoad(fragment)).toBe(fragment);
  });
});
