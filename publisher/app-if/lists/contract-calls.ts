import { and, asc, eq } from 'drizzle-orm';
import { articles } from '../../db/schema/index.ts';
import type { AreaContractCalls } from '../../every-operation.ts';

export const listsContractCalls: AreaContractCalls = async (c) => {
  const home = (await c.app('getArticles', { columnId: 1, lastFileId: 0, page: 0, adv: 1 }, { token: c.token })) as {
    modules: { type: number; moduleID: number }[];
  };
  const articleModule = home.modules.find((m) => m.type === 0);
  await c.app('moduleView', { id: articleModule?.moduleID ?? 0 }, { token: c.token });
  const [article] = await c.pub.database.db
    .select({ fileId: articles.fileId })
    .from(articles)
    .where(and(eq(articles.status, 1), eq(articles.lang, 'zh')))
    .orderBy(asc(articles.fileId))
    .limit(1);
  await c.app('getRelArticles', { articleId: article?.fileId ?? 0 }, { token: c.token });
  await c.app('articleHot', { columnId: 0 }, { token: c.token });
  await c.app('recommendList', { articleId: article?.fileId ?? 0 }, { token: c.token });
};
