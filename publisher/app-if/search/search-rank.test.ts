import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from '../../db/client.ts';
import { articles } from '../../db/schema/index.ts';
import {
  anonymousToken,
  callAppIf,
  createArticle,
  testPublisher,
  type TestPublisher,
} from '../../test-support.ts';
import { searchStore } from './store.ts';

const serverUrl = process.env.TEST_DATABASE_URL;

/**
 * The same search on PGlite and, when TEST_DATABASE_URL names one (scripts/ci-postgres.sh), on a PostgreSQL server.
 * A server's throwaway cluster may keep earlier runs' articles, so each check reads only the articles it made.
 */
function searchRanking(database?: () => Promise<Database>) {
  let pub: TestPublisher;
  let token = '';
  beforeAll(async () => {
    pub = await testPublisher(database ? { database: await database() } : {});
    token = await anonymousToken(pub.app);
  });
  afterAll(() => pub?.close());
  const search = async (params: Record<string, string | number>) =>
    (
      (await callAppIf(pub.app, 'searchAllInTime', params, { token })).body.data as {
        list: { fileId: number; matchText: string }[];
      }
    ).list;
  const ids = (list: { fileId: number }[], among?: number[]) =>
    list.map((a) => a.fileId).filter((id) => !among || among.includes(id));

  it('ranks a title match, then one in the body’s opening, then one deep in a long body, whatever their age', async () => {
    const inTitle = await createArticle(pub, { title: '白鹭归来', content: '<p>春天到了。</p>' });
    const inOpening = await createArticle(pub, {
      title: '湿地见闻',
      content: '<p>清晨，白鹭从芦苇间飞起。</p>',
    });
    // the newest, so only the rank can put it last; its pair lies far past the words that rank
    const deep = await createArticle(pub, {
      title: '一篇长稿',
      content: `<p>${'序言'.repeat(150)}</p><p>我们在那里看见了白鹭飞过水面。</p>`,
    });
    const made = [inTitle.fileId, inOpening.fileId, deep.fileId];
    const list = await search({ key: '白鹭', count: 50 });
    expect(ids(list, made)).toEqual(made);
    expect(list.find((a) => a.fileId === deep.fileId)?.matchText).toContain('看见了白鹭飞过');
  });

  it('pages through many matches in one order: pages of 7 are the first 49 of one page of 50', async () => {
    const whole = ids(await search({ key: '青岚', count: 50 }));
    expect(whole.length).toBe(50);
    const paged: number[] = [];
    for (let start = 0; start < 49; start += 7)
      paged.push(...ids(await search({ key: '青岚', start, count: 7 })));
    expect(paged).toEqual(whole.slice(0, 49));
  });

  it('never finds a draft, and an article withdrawn or given another type leaves or changes tab at once', async () => {
    const draft = await createArticle(pub, { title: '翠鸟草稿', content: '<p>未发布。</p>', status: 0 });
    const { fileId } = await createArticle(pub, { title: '翠鸟', content: '<p>河边的翠鸟。</p>' });
    const made = [fileId, draft.fileId];
    // the store itself: the answer cache would hold the first answer for a second
    const store = searchStore(pub.database.db);
    const found = async (articleType: number | null) =>
      ids((await store.search('翠鸟', articleType, 0, 50)).rows, made);
    expect(await found(null)).toEqual([fileId]);
    expect(await found(2)).toEqual([]);

    const { db } = pub.database;
    await db.update(articles).set({ articleType: 2 }).where(eq(articles.fileId, fileId));
    expect(await found(2)).toEqual([fileId]);
    await db.update(articles).set({ status: 0 }).where(eq(articles.fileId, fileId));
    expect(await found(null)).toEqual([]);
    await db.update(articles).set({ status: 1 }).where(eq(articles.fileId, draft.fileId));
    expect(await found(null)).toEqual([draft.fileId]);
  });
}

describe('searchAllInTime ranking and paging (PGlite)', () => searchRanking());
describe.skipIf(!serverUrl)('searchAllInTime ranking and paging (PostgreSQL server, TEST_DATABASE_URL)', () =>
  searchRanking(() => openPostgres(serverUrl ?? '')),
);
