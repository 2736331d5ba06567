import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { PublisherContext } from '../context.ts';
import { images, memberPortraits } from '../db/schema/index.ts';
import { STATUS } from '../envelope.ts';
import { loadSharp, renderOriginal } from './render.ts';
import { IMAGE_STYLES, parsePicPath } from './styles.ts';

// Pictures are public, and the front end draws them onto a share poster's canvas: a picture without
// Access-Control-Allow-Origin would taint the canvas, so it could not become the poster's PNG. The same answer for
// every origin (no Vary: Origin), so shared caches keep one copy.

const MIME = { jpg: 'image/jpeg', png: 'image/png', gif: 'image/gif', webp: 'image/webp' } as const;
type Format = keyof typeof MIME;

/** Reads a cached file or makes it once; concurrent requests for the same file share one render. */
export function diskCache() {
  const inFlight = new Map<string, Promise<Buffer>>();
  return async (file: string, make: () => Promise<Buffer>): Promise<Buffer> => {
    try {
      return await readFile(file);
    } catch {
      // not cached yet
    }
    let pending = inFlight.get(file);
    if (!pending) {
      pending = (async () => {
        const bytes = await make();
        await mkdir(dirname(file), { recursive: true });
        const temp = `${file}.${process.pid}.tmp`;
        await writeFile(temp, bytes);
        await rename(temp, file);
        return bytes;
      })().finally(() => inFlight.delete(file));
      inFlight.set(file, pending);
    }
    return pending;
  };
}

export function registerImages(app: FastifyInstance, ctx: PublisherContext): void {
  const cached = diskCache();

  /** A member's uploaded avatar as kept (already checked and re-encoded when it was sent; no styles). */
  async function sendPortrait(reply: FastifyReply, id: number) {
    const [row] = await ctx.db.select().from(memberPortraits).where(eq(memberPortraits.id, id)).limit(1);
    if (!row) return reply.code(404).send({ status: STATUS.error, message: '图片不存在', data: {} });
    return reply
      .header('content-type', row.format === 'bmp' ? 'image/bmp' : 'image/jpeg')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(Buffer.from(row.bytes, 'base64'));
  }
  const root = join(ctx.dataDir, 'pic');

  app.get('/pic/*', async (request, reply) => {
    const path = decodedPath((request.params as { '*': string })['*']);
    if (path === undefined)
      return reply.code(404).send({ status: STATUS.error, message: '图片不存在', data: {} });
    const portrait = /^portrait\/(\d{1,10})\.(jpg|bmp)(?:@![a-z0-9]{1,10})?$/.exec(path);
    if (portrait) return sendPortrait(reply, Number(portrait[1]));
    const parsed = parsePicPath(path);
    if (!parsed) return reply.code(404).send({ status: STATUS.error, message: '图片不存在', data: {} });
    const style = parsed.style === null ? null : IMAGE_STYLES[parsed.style];
    if (style === undefined)
      return reply
        .code(400)
        .send({ status: STATUS.error, message: `未知的图片样式 ${parsed.style}`, data: {} });
    const [recipe] = await ctx.db.select().from(images).where(eq(images.ref, parsed.ref)).limit(1);
    if (!recipe) return reply.code(404).send({ status: STATUS.error, message: '图片不存在', data: {} });

    const original = () => cached(join(root, 'original', recipe.ref), () => renderOriginal(recipe));
    const accept = String(request.headers.accept ?? '');
    // GIFs are never restyled or re-encoded (spec §5); others may go out as WebP when the browser takes it.
    const asWebp = recipe.format !== 'gif' && accept.includes('image/webp');
    let body: Buffer;
    let format: Format;
    if (recipe.format === 'gif') {
      body = await original();
      format = 'gif';
    } else {
      format = asWebp ? 'webp' : (recipe.format as Format);
      const name = `${recipe.ref}@${parsed.style ?? 'orig'}.${format}`;
      body = await cached(join(root, 'styled', name), async () => {
        const sharp = await loadSharp();
        let image = sharp(await original());
        if (style)
          image = image.resize(style.width, style.height, {
            fit: 'cover',
            position: 'attention',
            withoutEnlargement: !style.height,
          });
        if (format === 'webp') return image.webp({ quality: 78 }).toBuffer();
        return format === 'png'
          ? image.png().toBuffer()
          : image.jpeg({ quality: 80, mozjpeg: true }).toBuffer();
      });
    }
    return reply
      .header('content-type', MIME[format])
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('vary', 'Accept')
      .header('access-control-allow-origin', '*')
      .send(body);
  });
}

/** The picture's path decoded once more (a name sent encoded twice); a broken escape names no picture. */
function decodedPath(path: string): string | undefined {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}
