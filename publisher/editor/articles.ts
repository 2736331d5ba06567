import { z } from 'zod';
import { PREVIEW_TOKEN_MS, signPreviewToken } from '../app-if/article/preview-token.ts';
import { EditorError, editorRoute } from './route.ts';

/**
 * `POST /editor/api/articles/:id/preview-token` → `{token, expiresAt}`: the CMS's preview link for one article,
 * published or not (newsDetail/<column>/<id>.html?isPreview=true&previewToken=<token>), for two hours.
 */
const previewToken = editorRoute({
  method: 'POST',
  path: 'articles/:id/preview-token',
  input: z.object({}).passthrough(),
  async handle(ctx, _input, params) {
    const id = Number(params.id);
    if (!/^\d{1,9}$/.test(params.id ?? '') || !(await ctx.articles.article(id)))
      throw new EditorError(404, 'no such article');
    const expiresAt = ctx.clock.now() + PREVIEW_TOKEN_MS;
    return { token: signPreviewToken(await ctx.socketSecret(), id, expiresAt), expiresAt };
  },
});

export const articleRoutes = [previewToken];
