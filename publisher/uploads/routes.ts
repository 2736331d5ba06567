// The data-folder store's safe copies, served under the publisher's public URL: pictures and posters at
// /pic/uploads/<key>, films and sounds at /media/uploads/<key> (range requests answered: a phone's <video> seeks
// with them). Under /pic/ and /media/, so the app server's proxy serves them from the page's origin with the media
// types it allows there. With an object store, readers fetch from it instead and nothing is served here.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { PublisherContext } from '../context.ts';

/** Only finished copies, by the names store.ts gives them: never a file being written, nothing else in the folder. */
const SERVED = {
  pic: /^\/[0-9a-f]{24}(-poster)?\.(jpg|png|gif|webp)$/,
  media: /^\/[0-9a-f]{24}\.(mp4|m4a|mp3)$/,
};

export function registerUploads(app: FastifyInstance, ctx: PublisherContext): void {
  const root = ctx.uploads.localRoot;
  if (!root) return;
  for (const [place, pattern] of Object.entries(SERVED)) {
    const folder = join(root, place, 'uploads');
    // the static plugin warns at boot about a root that does not exist yet (a fresh data directory)
    mkdirSync(folder, { recursive: true });
    app.register(fastifyStatic, {
      root: folder,
      prefix: `/${place}/uploads/`,
      // registerMedia's registration decorates the reply
      decorateReply: false,
      index: false,
      allowedPath: (path) => pattern.test(path),
      // a stored key never changes
      maxAge: '365d',
      immutable: true,
      setHeaders: (reply) => {
        reply.header('x-content-type-options', 'nosniff');
        // a share poster draws pictures on a canvas, which a picture without CORS would taint (images/routes.ts)
        reply.header('access-control-allow-origin', '*');
      },
    });
  }
}
