import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { issuePages, page, paperById } from '../app-if/paper/store.ts';
import type { PublisherContext } from '../context.ts';
import { STATUS } from '../envelope.ts';
import { loadSharp } from '../images/render.ts';
import { diskCache } from '../images/routes.ts';
import { IMAGE_STYLES } from '../images/styles.ts';
import { stripHtml } from '../wire.ts';
import { pageSvg, type PageDrawing } from './draw.ts';
import { areaOf } from './page.ts';
import { jpegPagePdf } from './pdf.ts';

/** Bump when the drawing changes, so pages drawn before are drawn again. */
const DRAWING_VERSION = 1;
/** The widths a page image is also served at (the image styles' width-only ones: w375, w750, w1080). */
const WIDTHS = new Set(['w375', 'w750', 'w1080']);

/** A page image's address, `/pic/paper/<layoutId>.jpg`, at its full size or one of WIDTHS (`@!w750`). */
export const pageImagePath = (layoutId: number, style?: 'w375' | 'w750' | 'w1080') =>
  `/pic/paper/${layoutId}.jpg${style ? `@!${style}` : ''}`;
/** A page's PDF, under the app interface's prefix (the app server passes PDFs there, as the certificates'). */
export const pagePdfPath = (layoutId: number) => `/app_if/paper/${layoutId}.pdf`;

function notFound(reply: FastifyReply) {
  return reply.code(404).send({ status: STATUS.error, message: '版面不存在', data: {} });
}

/**
 * The paper's page images and PDFs, drawn from the page's stored articles and areas on the first request and kept in
 * the data folder (`paper/`): the seed writes rows only, so a start never waits for pictures.
 */
export function registerPaperFiles(app: FastifyInstance, ctx: PublisherContext): void {
  const cached = diskCache();
  const dir = join(ctx.dataDir, 'paper');

  async function drawing(layoutId: number): Promise<PageDrawing | undefined> {
    const found = await page(ctx.db, layoutId);
    if (!found) return undefined;
    const [paper, pages] = await Promise.all([
      paperById(ctx.db, found.layout.paperId),
      issuePages(ctx.db, found.layout),
    ]);
    return {
      paperName: paper?.name ?? '',
      date: found.layout.date,
      number: found.layout.number,
      name: found.layout.name,
      width: found.layout.width,
      height: found.layout.height,
      issuePages: pages,
      articles: found.articles.map(({ article, place }) => ({
        area: areaOf(place.area),
        title: stripHtml(article.title),
        introTitle: stripHtml(article.leadTitle),
        picture: article.titleImageRef !== null,
      })),
    };
  }

  /** The page drawn and rendered: `progressive` for the web, baseline for the PDF (every PDF reader takes it). */
  const render = async (svg: string, progressive: boolean) =>
    (await loadSharp())(Buffer.from(svg))
      .jpeg(progressive ? { quality: 80, mozjpeg: true } : { quality: 85 })
      .toBuffer();

  app.get('/pic/paper/:file', async (request, reply) => {
    const match = /^(\d{1,10})\.jpg(?:@!([a-z0-9]{1,10}))?$/.exec((request.params as { file: string }).file);
    if (!match || (match[2] && !WIDTHS.has(match[2]))) return notFound(reply);
    const layoutId = Number(match[1]);
    const style = match[2];
    const page = await drawing(layoutId);
    if (!page) return notFound(reply);
    const name = `${layoutId}-v${DRAWING_VERSION}`;
    const original = () => cached(join(dir, `${name}.jpg`), () => render(pageSvg(page), true));
    const body = style
      ? await cached(join(dir, `${name}@${style}.jpg`), async () =>
          (await loadSharp())(await original())
            .resize({ width: IMAGE_STYLES[style]!.width })
            .jpeg({ quality: 80, mozjpeg: true })
            .toBuffer(),
        )
      : await original();
    return reply
      .header('content-type', 'image/jpeg')
      .header('cache-control', 'public, max-age=86400')
      .header('access-control-allow-origin', '*')
      .send(body);
  });

  app.get('/app_if/paper/:file', async (request, reply) => {
    const match = /^(\d{1,10})\.pdf$/.exec((request.params as { file: string }).file);
    const page = match ? await drawing(Number(match[1])) : undefined;
    if (!match || !page) return notFound(reply);
    const name = `${match[1]}-v${DRAWING_VERSION}.pdf`;
    const pdf = await cached(join(dir, name), async () =>
      jpegPagePdf(
        await render(pageSvg(page), false),
        page.width,
        page.height,
        `${page.paperName} ${page.date} 第${page.number}版 ${page.name}`,
      ),
    );
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="paper-${page.date}-${page.number}.pdf"`)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'public, max-age=86400')
      .send(pdf);
  });
}
