import { describe, expect, it } from 'vitest';
import { anonymousToken, callAppIf, testPublisher } from '../test-support.ts';

describe('without PUBLISHER_TEST_HOOKS', () => {
  it('answers 404 for every method on every hook and writes nothing', async () => {
    const plain = await testPublisher({ testHooks: false });
    try {
      for (const path of [
        '/app_if/test/article',
        '/app_if/test/column',
        '/app_if/test/module',
        '/app_if/test/member',
        '/sso-app/test/lastCode?phone=13800000001',
      ]) {
        for (const method of ['POST', 'GET', 'PUT', 'DELETE'] as const) {
          const response = await plain.app.inject({
            method,
            url: path,
            ...(method === 'POST' || method === 'PUT'
              ? { payload: { title: 't', content: '<p>x</p>', columnId: 3 } }
              : {}),
          });
          expect(response.statusCode, `${method} ${path}`).toBe(404);
          expect(response.json()).toMatchObject({ status: -1 });
        }
      }
      const page = await callAppIf(
        plain.app,
        'getArticles',
        { columnId: 3 },
        { token: await anonymousToken(plain.app) },
      );
      expect((page.body.data as any).list.every((a: any) => a.title !== 't')).toBe(true);
    } finally {
      await plain.close();
    }
  });
});
