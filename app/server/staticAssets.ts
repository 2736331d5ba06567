import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { precompress } from './precompress';

// Vite puts content-hashed files under assets/: they never change, so browsers keep them for a year.
// (the path may be the .br or .gz variant chosen for the request)
const hashedAsset = /\/assets\/[^/]+-[\w-]{8}\.\w+(?:\.br|\.gz)?$/;

function cacheHeaders(reply: FastifyReply, path: string): void {
  reply.header(
    'Cache-Control',
    hashedAsset.test(path) ? 'public, max-age=31536000, immutable' : 'public, max-age=86400',
  );
}

/** Serves the client build under the base path, brotli or gzip when the browser takes it. */
export async function registerStaticAssets(
  app: FastifyInstance,
  clientDir: string,
  basePath: string,
): Promise<void> {
  await precompress(clientDir);
  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: basePath,
    // routes per file, found once at start: a page request never waits on a file-system miss
    wildcard: false,
    globIgnore: ['**/*.br', '**/*.gz', '**/.vite/**'],
    preCompressed: true,
    cacheControl: false,
    setHeaders: cacheHeaders,
    index: false,
  });
}
