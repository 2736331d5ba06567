import { describe, expect, it } from 'vitest';
import { publicReader } from '../../test-reader.ts';
import { createArticle, editorHeaders } from '../../test-support.ts';
import { PREVIEW_TOKEN_MS, signPreviewToken, verifyPreviewToken } from './preview-token.ts';

const reader = publicReader();
const NOW = 1_700_000_000_000;

async function previewToken(id: number): Promise<string> {
  const response = await reader.pub.app.inject({
    method: 'POST',
    url: `/editor/api/articles/${id}/preview-token`,
    headers: editorHeaders,
    payload: {},
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { token: string }).token;
}

const content = async (articleId: number, extra: Record<string, string | number> = {}) =>
  (await reader.get('getArticleContent', { articleId, ...extra })).body.data;

describe('CMS preview of a draft (spec §2 page modes)', () => {
  it('a token opens its article until it expires, then never again', () => {
    const token = signPreviewToken('secret', 7, NOW + PREVIEW_TOKEN_MS);
    expect(verifyPreviewToken('secret', 7, token, NOW)).toBe(true);
    expect(verifyPreviewToken('secret', 7, token, NOW + PREVIEW_TOKEN_MS)).toBe(false);
    expect(verifyPreviewToken('other secret', 7, token, NOW)).toBe(false);
    expect(verifyPreviewToken('secret', 8, token, NOW)).toBe(false);
  });

  it('a draft opens only with a token the publisher signed for it, before it expires', async () => {
    const draft = await createArticle(reader.pub, { title: '未发布稿件', content: '<p>草稿</p>', status: 0 });
    const other = await createArticle(reader.pub, { title: '另一篇草稿', content: '<p>草稿</p>', status: 0 });
    const token = await previewToken(draft.fileId);

    expect(await content(draft.fileId)).toBe('empty');
    // the reader who merely adds the preview flags
    expect(await content(draft.fileId, { preview: 1 })).toBe('empty');
    expect(await content(draft.fileId, { preview: 1, previewToken: token })).toMatchObject({
      title: '未发布稿件',
      aStatus: 0,
    });
    // another article's token, a tampered one, a forged expiry
    expect(await content(other.fileId, { preview: 1, previewToken: token })).toBe('empty');
    expect(
      await content(draft.fileId, {
        previewToken: `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
      }),
    ).toBe('empty');
    const [expiry, mac] = token.split('.');
    expect(await content(draft.fileId, { previewToken: `${Number(expiry) + 1}.${mac}` })).toBe('empty');
    const tooLong = await reader.get('getArticleContent', {
      articleId: draft.fileId,
      previewToken: 'x'.repeat(300),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body.message).toBe('previewToken 过长');
  });

  it('the editor API signs tokens only for articles that exist, and only with its bearer token', async () => {
    const missing = await reader.pub.app.inject({
      method: 'POST',
      url: '/editor/api/articles/999999999/preview-token',
      headers: editorHeaders,
      payload: {},
    });
    expect(missing.statusCode).toBe(404);
    const anonymous = await reader.pub.app.inject({
      method: 'POST',
      url: '/editor/api/articles/1/preview-token',
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
