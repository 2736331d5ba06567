import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basesFromRoot } from '~/api/bases';
import { proxyRoutes, registerProxy } from './proxy';

describe('proxyRoutes', () => {
  it('pictures, H5 pages and the analytics collector go to the publisher root, the interface to its bases', () => {
    const routes = proxyRoutes(basesFromRoot('http://pub.example:8080'));
    expect(routes.map((r) => [r.prefix, r.target])).toEqual([
      ['/app_if/', 'http://pub.example:8080/app_if/'],
      ['/sso-app/', 'http://pub.example:8080/sso-app/'],
      ['/pic/', 'http://pub.example:8080/pic/'],
      ['/h5/', 'http://pub.example:8080/h5/'],
      ['/bigdata/', 'http://pub.example:8080/bigdata/'],
      ['/media/', 'http://pub.example:8080/media/'],
    ]);
  });
});

describe('the picture proxy', () => {
  let publisher: FastifyInstance;
  let app: FastifyInstance;
  /** the same proxy with a 100 ms limit, for the hung-publisher case */
  let quick: FastifyInstance;

  beforeAll(async () => {
    publisher = Fastify();
    publisher.get('/pic/*', async (request, reply) => {
      const webp = String(request.headers.accept ?? '').includes('image/webp');
      return reply
        .header('content-type', webp ? 'image/webp' : 'image/jpeg')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('vary', 'Accept')
        .send(Buffer.from(webp ? 'webp-bytes' : 'jpeg-bytes'));
    });
    publisher.get('/h5/slow.html', async () => new Promise(() => {}));
    const address = await publisher.listen({ port: 0, host: '127.0.0.1' });
    app = Fastify();
    registerProxy(app, proxyRoutes(basesFromRoot(address)));
    quick = Fastify();
    registerProxy(quick, [{ prefix: '/h5/', target: `${address}/h5/`, timeoutMs: 100 }]);
  });

  afterAll(async () => {
    await app.close();
    await quick.close();
    await publisher.close();
  });

  it('passes the picture, its immutable caching and Vary: Accept through', async () => {
    const res = await app.inject({
      url: '/pic/2026-10/10/a.jpg@!w750',
      headers: { accept: 'image/webp,*/*' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toBe('Accept');
    expect(res.body).toBe('webp-bytes');
  });

  it('a hung publisher is a 504 with the JSON envelope, never a stack trace', async () => {
    const res = await quick.inject({ url: '/h5/slow.html' });
    expect(res.statusCode).toBe(504);
    expect(res.json()).toEqual({ status: -1, message: 'timeout', data: {} });
  });
});
