import type { FastifyInstance } from 'fastify';
import type { PublisherContext } from '../context.ts';
import { picUrl, stripHtml, wireTime } from '../wire.ts';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** No scripts, nothing from elsewhere but this publisher's pictures. */
const CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data: http: https:; base-uri 'none'; form-action 'none'";

/**
 * The H5 pages the demo's type-12 items link to (`/h5/<fileId>.html`): a plain generated page per item, every text
 * escaped, no script. Only published items whose stored URL is that page are served; others are 404.
 */
export function registerH5(app: FastifyInstance, ctx: PublisherContext): void {
  app.get('/h5/:page', async (request, reply) => {
    const match = /^(\d{1,9})\.html$/.exec((request.params as { page: string }).page);
    const article = match ? await ctx.articles.article(Number(match[1])) : undefined;
    if (!article || article.status !== 1 || article.url !== `/h5/${article.fileId}.html`) {
      return reply
        .code(404)
        .type('text/html; charset=utf-8')
        .header('content-security-policy', CSP)
        .send('<!doctype html><meta charset="utf-8"><title>页面不存在</title><p>页面不存在</p>');
    }
    const picture = picUrl(ctx.publicUrl, article.titleImageRef);
    const paragraphs = stripHtml(article.content.replace(/<\/p>|<br\s*\/?>/gi, '\n'))
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
      .map((line) => `<p>${escapeHtml(line)}</p>`)
      .join('\n');
    const html = `<!doctype html>
<html lang="${article.lang === 'en' ? 'en' : article.lang === 'bo' ? 'bo' : 'zh-CN'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(stripHtml(article.title))}</title>
<style>body{margin:0;font:16px/1.7 system-ui,sans-serif;color:#222;background:#fafafa}main{max-width:40rem;margin:0 auto;padding:1rem}img{width:100%;height:auto;border-radius:8px}h1{font-size:1.4rem;line-height:1.4}.meta{color:#888;font-size:.85rem}</style>
</head>
<body>
<main>
${picture ? `<img src="${escapeHtml(picture)}" alt="">` : ''}
<h1>${escapeHtml(stripHtml(article.title))}</h1>
<p class="meta">${escapeHtml(article.source)} · ${escapeHtml(wireTime(article.publishedAt).slice(0, 16))}</p>
<p><strong>${escapeHtml(article.abstract)}</strong></p>
${paragraphs}
</main>
</body>
</html>
`;
    return reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', CSP)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'public, max-age=60')
      .send(html);
  });
}
