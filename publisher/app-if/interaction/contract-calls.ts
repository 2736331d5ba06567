import { and, asc, eq } from 'drizzle-orm';
import { articles } from '../../db/schema/index.ts';
import type { AreaContractCalls } from '../../every-operation.ts';
import { contractMember } from '../subscription/contract-calls.ts';

/** The counts of a published article, and a member who saves it, lists it, checks it and lets it go. */
export const interactionContractCalls: AreaContractCalls = async (c) => {
  const [article] = await c.pub.database.db
    .select({ fileId: articles.fileId })
    .from(articles)
    .where(and(eq(articles.status, 1), eq(articles.articleType, 0)))
    .orderBy(asc(articles.fileId))
    .limit(1);
  const articleID = article!.fileId;
  await c.app('counts', { id: articleID, source: 0 }, { token: c.token });
  const m = await contractMember(c, '13700007101');
  const own = { userID: m.uid, articleID, type: 0 };
  await c.app('fav', { ...own, channel: 1, imgUrl: 'http://pub.test/pic/a.jpg' }, { token: m.token });
  await c.app('hasFav', own, { token: m.token });
  await c.app('myFav', { userID: m.uid, page: 0 }, { token: m.token, method: 'POST' });
  await c.app('favCancel', { ...own, cancel: 1 }, { token: m.token });
  await c.app(
    'wxSignature',
    { url: 'http://pub.test/template/displayTemplate/news/newsDetail/1/2.html' },
    { token: c.token },
  );
};
