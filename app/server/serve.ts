// The app's HTTP server: static client build, the publisher proxy, and server-rendered pages.
// Started through main.ts (which fixes NODE_ENV first) after `react-router build`; scripts/start.mjs does both.
import compress from '@fastify/compress';
import cluster from 'node:cluster';
import Fastify, { type FastifyError } from 'fastify';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { constants } from 'node:zlib';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { basesFromEnv } from '~/api/bases.server';
import { configuredDefaultLanguage } from '~/i18n/defaultLanguage.server';
import { serverConfigFromEnv } from './config';
import { catalogFiles, registerCatalogFiles } from './catalogFiles';
import { publisherForServer } from '~/api/server';
import { followConfigHosts } from './configHosts';
import { baselineHeaders } from './csp';
import { createPageHandler } from './pages';
import { proxyRoutes, registerProxy } from './proxy';
import { registerSocketProxy } from './socketProxy';
import { registerStaticAssets } from './staticAssets';

const config = serverConfigFromEnv();
const build = (await import(pathToFileURL(resolve(config.buildDir, 'server/index.js')).href)) as ServerBuild;

const app = Fastify({
  logger: { level: process.env.LOG_LEVEL ?? 'warn' },
  trustProxy: process.env.TRUST_PROXY === '1',
  // pages and the proxy read the raw body stream themselves
  bodyLimit: 10 * 1024 * 1024,
});
app.removeAllContentTypeParsers();
app.addContentTypeParser('*', (_request, _payload, done) => done(null));

app.addHook('onSend', async (_request, reply) => {
  reply.headers(baselineHeaders);
});

// brotli quality 11 would starve page throughput; 5 is close in size at a fraction of the CPU
await app.register(compress, {
  encodings: ['br', 'gzip'],
  brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
});

await registerStaticAssets(app, resolve(config.buildDir, 'client'), config.basePath);
const catalogs = catalogFiles(config.basePath);
registerCatalogFiles(app, catalogs);
registerProxy(app, proxyRoutes(basesFromEnv()));
registerSocketProxy(app.server, new URL('socket', basesFromEnv().appIf.replace(/app_if\/$/, '')));

// the addresses of the site without a page (the server's root, the base path with or without its slash) go home, as
// unknown paths do: the router would answer the base path with the bare layout, an empty page
for (const path of new Set(['/', config.basePath, config.basePath.replace(/\/$/, '') || '/']))
  app.get(path, (_request, reply) => reply.redirect(`${config.basePath}home.html`));
const pages = createPageHandler({
  siteOrigin: config.siteOrigin,
  render: createRequestHandler(build, process.env.NODE_ENV ?? 'production'),
  frameAncestors: config.frameAncestors,
  connectHosts: [...config.pdfHosts, ...config.connectSources],
  configHosts: followConfigHosts(() => publisherForServer().session.getConfig()),
  frameHosts: config.linkFrameHosts,
  pageCache: config.pageCache,
  defaultLanguage: configuredDefaultLanguage(),
  catalogs,
});
// A path outside the base path (a scanner's /wp-login.php, a mistyped address) is no page of the site: it goes home,
// as unknown paths inside it do, in one line of the log. The router, asked, throws for each such request.
const home = `${config.basePath}home.html`;
app.all('*', (request, reply) => {
  if (request.url.startsWith(config.basePath)) return pages(request, reply);
  request.log.warn({ url: request.url.slice(0, 200) }, 'outside the base path: sent home');
  return reply.redirect(home);
});

// Never a stack trace to the reader (ARCHITECTURE security rules); the log keeps it. Bad input (a malformed
// request, a body over the limit) keeps its own 4xx: the reader's mistake is no server error.
app.setErrorHandler((error: FastifyError, request, reply) => {
  const code = error.statusCode ?? 500;
  if (code >= 400 && code < 500)
    return reply
      .code(code)
      .type('text/plain; charset=utf-8')
      .send(code === 413 ? 'Payload Too Large' : 'Bad Request');
  request.log.error(error);
  return reply.code(500).type('text/plain; charset=utf-8').send('Internal Server Error');
});

const shutdown = async () => {
  await app.close();
  process.exit(0);
};
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);

await app.listen({ port: config.port, host: config.host });
// with several processes the primary says it once (workers.ts)
if (cluster.isPrimary)
  console.log(`touch edition at http://localhost:${config.port}${config.basePath}home.html`);
