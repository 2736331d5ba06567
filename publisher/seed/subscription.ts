import { and, asc, eq } from 'drizzle-orm';
import {
  articles,
  images,
  xyAccountArticles,
  xyAccounts,
  xyCategories,
  xyRankPeriods,
} from '../db/schema/index.ts';
import { ID_RANGES, type AreaSeeder } from './areas.ts';
import { PLACES } from './pools.ts';

/** Five categories of six accounts each; every account writes a few of the demo's Chinese articles. */
const CATEGORIES: { name: string; accounts: string[] }[] = [
  { name: '政务', accounts: ['青岚发布', '青岚公安', '青岚交通', '青岚市场监管', '青岚应急', '青岚税务'] },
  {
    name: '媒体',
    accounts: ['青岚日报评论', '青岚晚报', '青岚广电', '掌上青岚视频', '青岚融媒', '湖畔观察'],
  },
  { name: '文旅', accounts: ['青岚文旅', '云栖风景', '石门古镇', '白沙民宿', '柳塘茶事', '青岚博物馆'] },
  { name: '教育', accounts: ['青岚教育', '青岚一中', '青岚大学', '溪口实验小学', '望湖书院', '青岚图书馆'] },
  { name: '生活', accounts: ['青岚美食', '东湖街道', '北坡村事', '青岚港口', '青岚气象', '青岚健康'] },
];

/** Two accounts readers must not see (spec §4): one closed by its owner, one banned by the newsroom. */
const CLOSED = '湖畔观察';
const BANNED = '北坡村事';

/** The configured 打榜规则, shown on xyRules.html. */
export const RANK_RULES = [
  '每月为一个打榜周期，周期内每位会员可为每个青岚号打榜一次。',
  '影响力 = 稿件阅读数 + 打榜数 × 100 + 粉丝数 × 10，每次打榜实时计入。',
  '影响力排行榜展示前 20 名，影响力相同时先入驻的在前。',
  '已关闭或被封禁的青岚号不参与排行。',
  '刷票等违规行为一经发现，取消当期排名。',
];

const monthStart = (year: number, month: number) => Date.UTC(year, month, 1) - 8 * 3_600_000;

/**
 * Categories, the 30 accounts, which articles each published, and the ranking periods: the month before `now`
 * (closed) and the twelve from `now`'s month on, so the demo keeps an open period for a year.
 */
export const seedArea: AreaSeeder = async (tx, { now, rng }) => {
  const ids = ID_RANGES.subscription;
  const chinese = (
    await tx
      .select({ fileId: articles.fileId })
      .from(articles)
      .where(and(eq(articles.lang, 'zh'), eq(articles.status, 1), eq(articles.articleType, 0)))
      .orderBy(asc(articles.fileId))
  ).map((a) => a.fileId);
  const unused = rng.sample(chinese, chinese.length);

  let accountId = ids.xyId.first;
  for (const [c, category] of CATEGORIES.entries()) {
    const categoryId = ids.categoryId.first + c;
    await tx.insert(xyCategories).values({ id: categoryId, parentId: 0, name: category.name, position: c });
    for (const [a, name] of category.accounts.entries()) {
      const id = accountId++;
      const iconRef = `2024-01/01/xy-${id}.png`;
      await tx
        .insert(images)
        .values({
          ref: iconRef,
          format: 'png',
          width: 240,
          height: 240,
          label: name.slice(2, 3) || name.slice(0, 1),
          hue: rng.int(0, 359),
          motif: rng.int(0, 3),
        })
        .onConflictDoNothing();
      await tx.insert(xyAccounts).values({
        id,
        categoryId,
        name,
        description: `${name}：${category.name}类青岚号，关注${rng.pick(PLACES)}的新鲜事，每天更新。`,
        iconRef,
        status: name === CLOSED ? 1 : 0,
        forbidden: name === BANNED ? 1 : 0,
        recommend: a === 0 ? c + 1 : 0,
        createdAt: now - (400 - id + ids.xyId.first) * 86_400_000,
      });
      const written = unused.splice(0, rng.int(2, 5));
      if (written.length > 0)
        await tx.insert(xyAccountArticles).values(written.map((fileId) => ({ fileId, xyId: id })));
    }
  }

  const today = new Date(now + 8 * 3_600_000);
  for (let m = -1; m <= 11; m++) {
    const year = today.getUTCFullYear();
    const month = today.getUTCMonth() + m;
    const label = new Date(Date.UTC(year, month, 1));
    await tx.insert(xyRankPeriods).values({
      id: ids.periodId.first + m + 1,
      title: `${label.getUTCFullYear()}年${label.getUTCMonth() + 1}月影响力榜`,
      startsAt: monthStart(year, month),
      endsAt: monthStart(year, month + 1),
      rules: RANK_RULES,
    });
  }
};
