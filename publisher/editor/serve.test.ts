import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { z } from 'zod';
import { buildPublisher } from '../server.ts';
import { EDITOR_TOKEN, editorHeaders, testPublisher, type TestPublisher } from '../test-support.ts';
import { EditorError, editorRoute } from './route.ts';
import { carriesToken, registerEditor } from './serve.ts';

describe('carriesToken', () => {
  it('takes only the exact bearer token', () => {
    expect(carriesToken('Bearer abc', 'abc')).toBe(true);
    expect(carriesToken('bearer abc', 'abc')).toBe(true);
    expect(carriesToken('Bearer abcd', 'abc')).toBe(false);
    expect(carriesToken('Basic abc', 'abc')).toBe(false);
    expect(carriesToken(undefined, 'abc')).toBe(false);
    expect(carriesToken('Bearer ', '')).toBe(false);
  });
});

describe('editor API', () => {
  let publisher: TestPublisher;
  beforeAll(async () => {
    publisher = await testPublisher();
  });
  afterAll(() => publisher.close());

  it('refuses a request without the token or with another one', async () => {
    const none = await publisher.app.inject({ method: 'GET', url: '/editor/api/anything' });
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toContain('Bearer');
    const wrong = await publisher.app.inject({
      method: 'GET',
      url: '/editor/api/anything',
      headers: { authorization: 'Bearer not-it' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: expect.any(String) });
  });

  it('answers an unknown route with 404 once the token is right', async () => {
    const reply = await publisher.app.inject({
      method: 'GET',
      url: '/editor/api/nothing-here',
      headers: editorHeaders,
    });
    expect(reply.statusCode).toBe(404);
    expect(EDITOR_TOKEN).not.toBe('');
  });

  it('validates input, answers JSON and turns EditorError into its status without a stack', async () => {
    // a bare server with one route of its own: the route table itself stays the areas'
    const app = Fastify();
    const echo = editorRoute({
      method: 'POST',
      path: 'echo/:id',
      input: z.object({ content: z.string().min(1, '内容不能为空') }),
      status: 201,
      handle: async (_ctx, input, params) => {
        if (params.id === 'missing') throw new EditorError(404, 'no such thing');
        if (params.id === 'boom') throw new Error('secret stack detail');
        return { id: params.id, content: input.content };
      },
    });
    const extra = buildPublisher({
      db: publisher.database.db,
      publicUrl: 'http://pub.test',
      dataDir: '/tmp',
    });
    registerEditor(app, publisher.app.publisher, 't', [echo]);
    const auth = { authorization: 'Bearer t' };
    const ok = await app.inject({
      method: 'POST',
      url: '/editor/api/echo/7',
      headers: auth,
      payload: { content: 'hi' },
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toEqual({ id: '7', content: 'hi' });
    const bad = await app.inject({
      method: 'POST',
      url: '/editor/api/echo/7',
      headers: auth,
      payload: { content: '' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('内容不能为空');
    const missing = await app.inject({
      method: 'POST',
      url: '/editor/api/echo/missing',
      headers: auth,
      payload: { content: 'x' },
    });
    expect(missing.statusCode).toBe(404);
    const boom = await app.inject({
      method: 'POST',
      url: '/editor/api/echo/boom',
      headers: auth,
      payload: { content: 'x' },
    });
    expect(boom.statusCode).toBe(500);
    expect(boom.body).not.toContain('secret stack detail');
    // a publisher without a token has no open editor API
    expect((await extra.inject({ method: 'GET', url: '/editor/api/x' })).statusCode).toBe(503);
    await Promise.all([app.close(), extra.close()]);
  });
});
