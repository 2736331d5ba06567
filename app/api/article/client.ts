// The article area's client.
import type { Core } from '../core';
import type { Article, ArticleCounts } from './entities';
import { articleOperations as ops } from './operations';

export interface ArticleApi {
  /** null: not found, including `data:"empty"` */
  getArticleContent(q: {
    id: number;
    columnId?: number;
    preview?: boolean;
    /** the CMS's signed preview link: the only way to a draft */
    previewToken?: string;
  }): Promise<Article | null>;
  getArticleCounts(id: number): Promise<ArticleCounts | null>;
  /** eventType 0 read, 1 like, 2 share; channel per app/lib eventChannel */
  event(q: { id: number; eventType: 0 | 1 | 2; channel: number }): Promise<void>;
  /** a like, counted once per member or device by the publisher; answers the like count as it now is */
  like(q: { id: number; channel: number }): Promise<{ likes?: number }>;
  recordAccessCount(id: number): Promise<void>;
}

export function createArticleApi(core: Core): ArticleApi {
  return {
    getArticleContent: (q) =>
      core.call(ops.getArticleContent, {
        articleId: q.id,
        colID: q.columnId,
        preview: q.preview ? 1 : undefined,
        previewToken: q.preview ? q.previewToken : undefined,
      }),
    getArticleCounts: (id) => core.call(ops.getArticleCounts, { articleId: id }),
    event: async ({ id, eventType, channel }) => {
      await core.call(ops.event, { id, type: 0, eventType, channel, userOtherID: core.credentials.device() });
    },
    like: ({ id, channel }) =>
      core.call(ops.event, { id, type: 0, eventType: 1, channel, userOtherID: core.credentials.device() }),
    recordAccessCount: (id) => core.call(ops.recordAccessCount, { articleId: id }),
  };
}
