import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  anonymousToken,
  callAppIf,
  createArticle,
  testPublisher,
  type TestPublisher,
} from '../test-support.ts';

let pub: TestPublisher;
beforeAll(async () => {
  pub = await testPublisher();
});
afterAll(() => pub.close());

describe('H5 pages', () => {
  it('serves a script-free page for every H5 item the lists link to', async () => {
    const token = await anonymousToken(pub.app);
    const { body } = await callAppIf(pub.app, 'getArticles', { columnId: 7 }, { token });
    const items = (body.data as { list: { articleType: number; url: string; title: string }[] }).list.filter(
      (a) => a.articleType === 12,
    );
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      const url = new URL(item.url);
      expect(url.pathname).toMatch(/^\/h5\/\d+\.html$/);
      const page = await pub.app.inject({ url: url.pathname });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['content-security-policy']).toContain("default-src 'none'");
      expect(page.body).not.toMatch(/<script/i);
      expect(page.body).toContain('<h1>');
    }
  });

  it('answers 404 for ids that are not H5 items and for odd names', async () => {
    const { fileId } = await createArticle(pub, { title: '新闻', content: '<p>x</p>', columnId: 3 });
    for (const path of [`/h5/${fileId}.html`, '/h5/99999999.html', '/h5/abc.html', '/h5/1.html.bak']) {
      const page = await pub.app.inject({ url: path });
      expect(page.statusCode).toBe(404);
      expect(page.body).not.toMatch(/<script/i);
    }
  });
});
