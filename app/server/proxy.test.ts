import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { basesFromRoot } from '~/api/bases';
import { baselineHeaders } from './csp';
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
    registerProxy(quick, [
      { prefix: '/h5/', target: `${address}/h5/`, types: ['text/html'], timeoutMs: 100 },
    ]);
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

/** An app server set up as serve.ts does: every body left unread for its handler, the baseline headers on every answer. */
function appServer(bodyLimit?: number): FastifyInstance {
  const app = Fastify({ bodyLimit });
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));
  app.addHook('onSend', async (_request, reply) => {
    reply.headers(baselineHeaders);
  });
  return app;
}

/** A request line sent as written (inject resolves dot segments and backslashes first): the status, 0 for none. */
function rawRequest(port: number, method: string, target: string, body = ''): Promise<number> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (answer += chunk));
    // the server may close on a request line it refuses while this side still writes
    socket.on('error', () => {});
    socket.on('close', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0)));
    const framing = body
      ? `content-type: application/x-www-form-urlencoded\r\ncontent-length: ${Buffer.byteLength(body)}\r\n`
      : '';
    // written, not ended: a server may drop a half-closed connection before its answer is ready
    socket.write(
      `${method} ${target} HTTP/1.1\r\nhost: 127.0.0.1\r\nconnection: close\r\n${framing}\r\n${body}`,
    );
  });
}

/** Every spelling of "somewhere else" we know of, each naming the canary's address `host`. */
function hostilePaths(host: string): string[] {
  return [
    `http://${host}/evil.html`,
    `https://${host}/evil.html`,
    `HTTP://${host}/evil.html`,
    `http:/${host}/evil.html`,
    `http:${host}/evil.html`,
    `//${host}/evil.html`,
    `///${host}/evil.html`,
    `/\\${host}/evil.html`,
    `\\${host}/evil.html`,
    `\\\\${host}/evil.html`,
    `https:/\\${host}/evil.html`,
    `https:\\\\${host}/evil.html`,
    `%2f%2f${host}/evil.html`,
    `%2F%2F${host}/evil.html`,
    `http:%2f%2f${host}/evil.html`,
    `%5c%5c${host}/evil.html`,
    `/%09/${host}/evil.html`,
    `%09//${host}/evil.html`,
    `/%0a/${host}/evil.html`,
    `\t//${host}/evil.html`,
    `user@${host}/evil.html`,
    `http://user:pass@${host}/evil.html`,
    `http://${host}%2fevil.html`,
    `ftp://${host}/x`,
    `ws://${host}/x`,
    `..%2f..%2f${host}/evil.html`,
    `data:text/html,<script>alert(1)</script>`,
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'file:///etc/passwd',
    'javascript:alert(1)',
    '../editor/api/comments',
    '../../editor/api/comments',
    '..%2feditor%2fapi%2fcomments',
    '%2e%2e/editor/api/comments',
    '%2e%2e%2feditor/api/comments',
    '.%2e/editor/api/comments',
    '%252e%252e/editor/api/comments',
    '..\\editor\\api\\comments',
    '..%5ceditor/api/comments',
    '..;/editor/api/comments',
    'test/article',
    'TEST/article',
    '%74est/article',
    '/test/article',
    'test;x/article',
    '../app_if/test/article',
    '../sso-app/test/lastCode',
    '../messenger-stand-in/test/fault',
    '%00/x',
  ];
}

describe('the proxy goes only to its targets', () => {
  let canary: Server;
  let canaryHits = 0;
  let publisher: FastifyInstance;
  /** every path the publisher was asked for, as it arrived */
  const received: string[] = [];
  let app: FastifyInstance;
  let appPort: number;
  let routes: ReturnType<typeof proxyRoutes>;
  let host: string;

  beforeAll(async () => {
    canary = createServer((_request, response) => {
      canaryHits += 1;
      response.setHeader('content-type', 'application/json');
      response.end('{"canary":true}');
    });
    await new Promise<void>((resolve) => canary.listen(0, '127.0.0.1', resolve));
    host = `127.0.0.1:${(canary.address() as AddressInfo).port}`;
    // as lenient as the real one (publisher/server.ts): `//test/…` and `/test/` reach /test/…
    publisher = Fastify({ routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true } });
    publisher.addHook('onRequest', async (request) => {
      received.push(request.url);
    });
    const secret = async () => ({ status: 0, message: 'secret', data: {} });
    publisher.get('/editor/api/comments', secret);
    publisher.post('/app_if/test/article', secret);
    publisher.get('/sso-app/test/lastCode', secret);
    publisher.post('/messenger-stand-in/test/fault', secret);
    publisher.all('/*', async () => ({ status: 0, message: 'success', data: {} }));
    routes = proxyRoutes(basesFromRoot(await publisher.listen({ port: 0, host: '127.0.0.1' })));
    app = appServer();
    registerProxy(app, routes);
    await app.listen({ port: 0, host: '127.0.0.1' });
    appPort = (app.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await app.close();
    await publisher.close();
    await new Promise((resolve) => canary.close(resolve));
  });

  beforeEach(() => {
    received.length = 0;
    canaryHits = 0;
  });

  it('answers every hostile spelling under every prefix 404, asking neither the canary nor the publisher', async () => {
    for (const route of routes) {
      for (const path of hostilePaths(host)) {
        const url = `${route.prefix}${path}`;
        const get = await app.inject({ url });
        const post = await app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'a=1',
        });
        for (const [method, res] of [
          ['GET', get],
          ['POST', post],
        ] as const) {
          // inject resolves `..` and `\` before routing: what leaves every prefix is Fastify's own 404
          expect(res.statusCode, `${method} ${url}`).toBe(404);
          expect(res.body).not.toContain('secret');
          expect(res.body).not.toContain('canary');
        }
      }
    }
    expect(canaryHits).toBe(0);
    expect(received).toEqual([]);
  });

  it('refuses them too as raw request lines on a real port (curl --path-as-is)', async () => {
    const refused: string[] = [];
    for (const route of routes) {
      for (const path of hostilePaths(host)) {
        for (const method of ['GET', 'POST']) {
          const status = await rawRequest(
            appPort,
            method,
            `${route.prefix}${path}`,
            method === 'POST' ? 'a=1' : '',
          );
          // the proxy's 404; Node may refuse a request line with a tab in it outright (400)
          if (status !== 404 && status !== 400) refused.push(`${method} ${route.prefix}${path} → ${status}`);
        }
      }
    }
    expect(refused).toEqual([]);
    expect(canaryHits).toBe(0);
    expect(received).toEqual([]);
  });

  it('the classic spellings reach neither the editor API nor a test hook, and ask the publisher nothing', async () => {
    for (const target of [
      '/app_if/../editor/api/comments',
      '/pic/../../editor/api/comments',
      '/app_if/test/article',
      '/app_if//test/article',
      '/sso-app/test/lastCode',
      '/sso-app/api/../test/lastCode',
      '/bigdata/../messenger-stand-in/test/fault',
    ]) {
      expect(
        await rawRequest(appPort, target.includes('/sso-app/') ? 'GET' : 'POST', target, 'a=1'),
        target,
      ).toBe(404);
    }
    expect(received).toEqual([]);
  });

  it('still forwards plain paths, the query as it came', async () => {
    const res = await app.inject({ url: '/app_if/getArticles?columnId=1&x=a%2Fb' });
    expect(res.statusCode).toBe(200);
    expect(await rawRequest(appPort, 'GET', '/pic/2026-10/10/a.jpg@!w750')).toBe(200);
    expect(await rawRequest(appPort, 'GET', '/media/hls/12.m3u8')).toBe(200);
    expect(received).toEqual([
      '/app_if/getArticles?columnId=1&x=a%2Fb',
      '/pic/2026-10/10/a.jpg@!w750',
      '/media/hls/12.m3u8',
    ]);
  });
});

describe('each prefix passes only what it exists for', () => {
  let publisher: FastifyInstance;
  let app: FastifyInstance;

  beforeAll(async () => {
    // answers `?type=` with a script in it, `?type=` empty with a body and no type at all, `?status=` as asked
    publisher = Fastify();
    publisher.all('/*', async (request, reply) => {
      const { type, status } = request.query as { type?: string; status?: string };
      if (status) return reply.code(Number(status)).send();
      if (type === '') {
        reply.hijack();
        reply.raw.writeHead(200, { 'content-length': '25' });
        reply.raw.end('<script>alert(1)</script>');
        return reply;
      }
      return reply
        .header('content-type', type ?? 'application/json')
        .header('cache-control', 'public, max-age=31536000')
        .send('<script>alert(1)</script>');
    });
    // serve.ts's baseline headers must leave the proxy's own policy standing
    app = appServer();
    registerProxy(app, proxyRoutes(basesFromRoot(await publisher.listen({ port: 0, host: '127.0.0.1' }))));
  });

  afterAll(async () => {
    await app.close();
    await publisher.close();
  });

  const passed: [string, string][] = [
    ['/app_if/getArticles', 'application/json; charset=utf-8'],
    ['/app_if/voteVerifyCode', 'image/png'],
    ['/app_if/certificate/1-2-mac.pdf', 'application/pdf'],
    ['/app_if/certificate/bad.pdf', 'text/plain; charset=utf-8'],
    ['/sso-app/api/login', 'application/json; charset=utf-8'],
    ['/pic/2026-10/10/a.jpg', 'image/jpeg'],
    ['/pic/2026-10/10/a.jpg@!w750', 'image/webp'],
    ['/pic/comment/1.bmp', 'image/bmp'],
    ['/pic/2026-10/10/missing.jpg', 'application/json; charset=utf-8'],
    ['/h5/1.html', 'text/html; charset=utf-8'],
    ['/bigdata/send-record', 'application/json; charset=utf-8'],
    ['/media/video/1.mp4', 'video/mp4'],
    ['/media/audio/tone0.m4a', 'audio/mp4'],
    ['/media/hls/1.m3u8', 'application/vnd.apple.mpegurl'],
    ['/media/hls/f0-1.ts', 'video/mp2t'],
  ];

  it.each(passed)('%s passes %s, with a policy of its own and nosniff', async (path, type) => {
    const res = await app.inject({ url: `${path}?type=${encodeURIComponent(type)}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(type);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe(
      type.startsWith('text/html')
        ? 'sandbox allow-scripts allow-popups'
        : "default-src 'none'; frame-ancestors 'none'",
    );
  });

  const refused: [string, string][] = [
    ['/app_if/evil', 'text/html'],
    ['/app_if/evil', 'image/svg+xml'],
    ['/app_if/evil', 'application/xhtml+xml'],
    ['/sso-app/api/evil', 'text/html; charset=utf-8'],
    ['/sso-app/api/evil', 'image/png'],
    ['/pic/evil.svg', 'image/svg+xml'],
    ['/pic/evil', 'text/html'],
    ['/pic/evil', 'application/octet-stream'],
    ['/h5/evil.js', 'application/javascript'],
    ['/h5/evil.svg', 'image/svg+xml'],
    ['/h5/evil.xml', 'text/xml'],
    ['/bigdata/evil', 'text/html'],
    ['/media/evil', 'text/html'],
    ['/media/evil', 'application/pdf'],
    ['/app_if/evil', ''],
  ];

  it.each(refused)('%s refuses %j: a 502 envelope, nothing of the answer', async (path, type) => {
    const res = await app.inject({ url: `${path}?type=${encodeURIComponent(type)}` });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ status: -1, message: 'unexpected answer', data: {} });
    expect(res.headers['cache-control']).toBeUndefined();
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it("passes an answer with neither type nor body (the collector's 204)", async () => {
    const res = await app.inject({ method: 'POST', url: '/bigdata/send-record?status=204' });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
  });
});

describe('a body over the limit', () => {
  let publisher: FastifyInstance;
  let app: FastifyInstance;
  /** the same proxy in a server that takes at most 64 KB */
  let small: FastifyInstance;
  /** their addresses: real sockets, since a body in memory (inject's) is all sent before the publisher can refuse it */
  const origins = { publisher: '', app: '', small: '' };
  let received = 0;

  beforeAll(async () => {
    // publisher/server.ts's limit and its words for a body over it
    publisher = Fastify({ bodyLimit: 32 * 1024 });
    publisher.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'buffer' },
      (_request, body, done) => done(null, body),
    );
    publisher.setErrorHandler((error: { statusCode?: number }, _request, reply) =>
      reply.code(error.statusCode ?? 500).send({ status: -1, message: '请求体过大', data: {} }),
    );
    publisher.post('/app_if/discuss', async (request) => {
      received += 1;
      return { status: 0, message: 'success', data: { bytes: (request.body as Buffer).length } };
    });
    origins.publisher = await publisher.listen({ port: 0, host: '127.0.0.1' });
    // serve.ts's limit
    app = appServer(10 * 1024 * 1024);
    registerProxy(app, proxyRoutes(basesFromRoot(origins.publisher)));
    origins.app = await app.listen({ port: 0, host: '127.0.0.1' });
    small = appServer(64 * 1024);
    registerProxy(small, proxyRoutes(basesFromRoot(origins.publisher)));
    origins.small = await small.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await app.close();
    await small.close();
    await publisher.close();
  });

  const post = async (origin: string, bytes: number) => {
    const res = await fetch(`${origin}/app_if/discuss`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `content=${'x'.repeat(bytes)}`,
    });
    return { status: res.status, headers: res.headers, body: await res.json() };
  };

  it("answers the publisher's 413 and its words through the app server, as directly", async () => {
    const direct = await post(origins.publisher, 1024 * 1024);
    const proxied = await post(origins.app, 1024 * 1024);
    expect(direct.status).toBe(413);
    expect(proxied.status).toBe(413);
    expect(proxied.body).toEqual(direct.body);
    expect(received).toBe(0);
  });

  it('forwards a body under both limits whole', async () => {
    const res = await post(origins.app, 20 * 1024);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 0, message: 'success', data: { bytes: 20 * 1024 + 8 } });
  });

  it("past the app server's own limit, its 413 is the JSON envelope and the publisher is not asked", async () => {
    const before = received;
    const res = await post(origins.small, 100 * 1024);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ status: -1, message: 'request body too large', data: {} });
    expect(res.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(received).toBe(before);
  });
});

describe('the upload service through the proxy', () => {
  let publisher: FastifyInstance;
  let app: FastifyInstance;
  let asServed: FastifyInstance;
  const origins = { publisher: '', app: '', asServed: '' };
  /** how long the publisher takes over a call it is asked to wait on */
  const slowMs = 300;

  beforeAll(async () => {
    publisher = Fastify({ bodyLimit: 5 * 1024 * 1024 });
    publisher.addContentTypeParser('multipart/form-data', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    publisher.post('/app_if/mamUpload', async (request) => ({
      status: 0,
      message: 'success',
      data: { bytes: (request.body as Buffer).length },
    }));
    const slow = async () => {
      await new Promise((resolve) => setTimeout(resolve, slowMs));
      return { status: 0, message: 'success', data: {} };
    };
    publisher.get('/app_if/mamUploadDone2', slow);
    publisher.get('/app_if/getArticles', slow);
    origins.publisher = await publisher.listen({ port: 0, host: '127.0.0.1' });
    // serve.ts's body limit; every other call given up on well before the publisher answers
    app = appServer(10 * 1024 * 1024);
    registerProxy(app, proxyRoutes(basesFromRoot(origins.publisher)), slowMs / 3);
    origins.app = await app.listen({ port: 0, host: '127.0.0.1' });
    // with the time-outs as served: 4 MiB on a loaded machine may take longer than the short one above
    asServed = appServer(10 * 1024 * 1024);
    registerProxy(asServed, proxyRoutes(basesFromRoot(origins.publisher)));
    origins.asServed = await asServed.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await app.close();
    await asServed.close();
    await publisher.close();
  });

  it('passes a 4 MiB chunk with its form whole', async () => {
    const boundary = '----chunk';
    const fields = ['userID', '1', 'uploadId', '100000001', 'chunk', '0'];
    const head = (name: string, extra = '') =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${extra}\r\n`;
    const body = Buffer.concat([
      ...Array.from({ length: fields.length / 2 }, (_, i) =>
        Buffer.from(`${head(fields[2 * i]!)}\r\n${fields[2 * i + 1]}\r\n`),
      ),
      Buffer.from(`${head('file', '; filename="IMG_0001.MOV"')}Content-Type: video/quicktime\r\n\r\n`),
      Buffer.alloc(4 * 1024 * 1024),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await fetch(`${origins.asServed}/app_if/mamUpload`, {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      body,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 0, message: 'success', data: { bytes: body.length } });
  });

  it('waits longer for the done call, which judges the whole file, than for any other call', async () => {
    const done = await fetch(`${origins.app}/app_if/mamUploadDone2?uploadId=100000001`);
    expect(done.status).toBe(200);
    const other = await fetch(`${origins.app}/app_if/getArticles?columnId=1`);
    expect(other.status).toBe(504);
    expect(
      proxyRoutes(basesFromRoot(origins.publisher))[0]!.slowPaths?.get('mamUploadDone2'),
    ).toBeGreaterThanOrEqual(120_000);
  });
});
