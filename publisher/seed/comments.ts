import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { articles, COMMENT_STATUS, comments } from '../db/schema/index.ts';
import type { AreaSeeder } from './areas.ts';
import { PLACES, SITE } from './pools.ts';

const NAMES = [
  '青岚网友',
  '山间小溪',
  '老街坊',
  '晨跑的阿杰',
  '读报人',
  '海风',
  '小满',
  '云上看青岚',
  'ལྷ་མོ།',
  'Lin',
];
const LINES = [
  '报道很及时，点赞！',
  '希望{place}也能尽快推广这个做法。',
  '家门口的变化看得见，越来越好了。',
  '请问具体的办理时间是什么时候？',
  '写得很详细，转给家里人看看。',
  '{place}的朋友们，一起加油 💪',
  '记者辛苦了，现场照片拍得真好。',
  '期待后续报道。',
  'ཧ་ཅང་ཡག་པོ་འདུག',
  '支持！这才是为民办实事。',
];
const REPLIES = ['同感', '我也想知道', '说得对', '已经可以办了，我上周刚去过', '+1', '谢谢分享'];
const OFFICIAL_REPLY = '感谢您的关注，我们会持续跟进报道。';
const MINUTE = 60_000;

/**
 * Demo comments on most published articles open to comments (ids from 800001, in order): a few to a dozen each, some
 * liked (so there are hot ones), some with replies, now and then a reply from the newsroom; then every article's
 * count_discuss is set from them.
 */
export const seedArea: AreaSeeder = async (tx, { now, rng }) => {
  const targets = await tx
    .select({ fileId: articles.fileId, publishedAt: articles.publishedAt })
    .from(articles)
    .where(
      and(eq(articles.status, 1), eq(articles.discussClosed, 0), inArray(articles.articleType, [0, 1, 2, 3])),
    )
    .orderBy(asc(articles.fileId));
  const line = () => rng.pick(LINES).replace('{place}', rng.pick(PLACES));
  for (const article of targets) {
    if (rng.chance(0.25)) continue;
    const count = rng.int(1, 12);
    const start = Math.max(article.publishedAt, now - 30 * 24 * 60 * MINUTE);
    const step = Math.max(MINUTE, Math.floor((now - start) / (count + 2)));
    const tops = await tx
      .insert(comments)
      .values(
        Array.from({ length: count }, (_, n) => ({
          articleId: article.fileId,
          source: 0,
          parentId: 0,
          threadId: 0,
          uid: 0,
          userName: rng.pick(NAMES),
          content: line(),
          pics: [],
          official: 0,
          status: COMMENT_STATUS.approved,
          countPraise: rng.chance(0.4) ? rng.int(1, 320) : 0,
          countReply: 0,
          isWonderful: rng.chance(0.05) ? 1 : 0,
          createdAt: start + (n + 1) * step,
        })),
      )
      .returning({ id: comments.id, createdAt: comments.createdAt });
    for (const top of tops) {
      if (!rng.chance(0.3)) continue;
      const replies = rng.int(1, 5);
      await tx.insert(comments).values(
        Array.from({ length: replies }, (_, n) => {
          const official = n === replies - 1 && rng.chance(0.3);
          return {
            articleId: article.fileId,
            source: 0,
            parentId: top.id,
            threadId: top.id,
            uid: 0,
            userName: official ? SITE.siteName : rng.pick(NAMES),
            content: official ? OFFICIAL_REPLY : rng.pick(REPLIES),
            pics: [],
            official: official ? 1 : 0,
            status: COMMENT_STATUS.approved,
            countPraise: 0,
            countReply: 0,
            isWonderful: 0,
            createdAt: Math.min(now, top.createdAt + (n + 1) * rng.int(1, 30) * MINUTE),
          };
        }),
      );
    }
  }
  await tx.execute(sql`update ${comments} t set count_reply = (select count(*) from ${comments} c
    where c.thread_id = t.id and c.status = ${COMMENT_STATUS.approved}) where t.parent_id = 0`);
  await tx.execute(sql`update ${articles} a set count_discuss = (select count(*) from ${comments} c
    where c.article_id = a.file_id and c.source = 0 and c.status = ${COMMENT_STATUS.approved})`);
};
