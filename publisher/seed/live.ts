import { and, asc, eq, like, not, sql } from 'drizzle-orm';
import { articles, images, liveDiscuss, liveReports, lives } from '../db/schema/index.ts';
import { PLACES, REPORTER_NAMES } from './pools.ts';
import type { AreaSeeder } from './areas.ts';

const REPORTS = [
  '记者已抵达现场，各项准备工作正在有序进行。',
  '发布会正式开始，主持人介绍了到场嘉宾。',
  '{place}代表发言：今年将新增公交线路，方便居民出行。',
  '现场观众热情高涨，加油声此起彼伏。',
  '相关部门负责人回答了记者提问，重点回应了停车难问题。',
  '第一批选手已经通过{place}补给点，天气晴好，气温适宜。',
  '工作人员正在为到场市民发放宣传资料。',
  '现场连线：{place}的村民们展示了今年的丰收成果。',
  '嘉宾合影留念，活动进入尾声。',
  '感谢各位读者关注，更多报道请锁定青岚日报客户端。',
];
const CHAT = ['现场好热闹！', '为家乡点赞', '请问下午还有直播吗？', '期待更多报道', '已转发给家人'];
const MINUTE = 60_000;

/**
 * A live room for every live article (its linkID, in the article area's live-room range), with reports for the lives
 * on air (1) and ended (2), the first of each pinned, some with pictures, and a few chat messages. Reports and chat
 * take their ids in order from the live area's block (400001 up, chat 450001 up).
 */
export const seedArea: AreaSeeder = async (tx, { now, rng }) => {
  const liveArticles = await tx
    .select({
      fileId: articles.fileId,
      linkId: articles.linkId,
      liveStatus: articles.liveStatus,
      publishedAt: articles.publishedAt,
    })
    .from(articles)
    .where(eq(articles.articleType, 6))
    .orderBy(asc(articles.fileId));
  const pictures = (
    await tx
      .select({ ref: images.ref })
      .from(images)
      .where(and(eq(images.format, 'jpg'), not(like(images.ref, 'brand/%'))))
      .orderBy(images.ref)
      .limit(30)
  ).map((r) => r.ref);

  if (liveArticles.length === 0) return;
  await tx
    .insert(lives)
    .values(liveArticles.map((a) => ({ id: a.linkId, fileId: a.fileId, startTime: a.publishedAt })));
  for (const live of liveArticles) {
    if (live.liveStatus === 0) continue;
    const count = rng.int(8, 14);
    const step = rng.int(2, 9) * MINUTE;
    // a live on air has its last report a minute ago; an ended one ran from its publication
    const first = live.liveStatus === 1 ? now - count * step : live.publishedAt;
    const reports = Array.from({ length: count }, (_, i) => ({
      liveId: live.linkId,
      content: rng.pick(REPORTS).replace('{place}', rng.pick(PLACES)),
      pics: pictures.length && rng.chance(0.35) ? rng.sample(pictures, rng.int(1, 3)) : [],
      author: rng.pick(REPORTER_NAMES),
      isTop: i === 0 ? 1 : 0,
      publishedAt: first + i * step,
      version: sql<number>`nextval('live_report_version')`,
      removed: 0,
    }));
    await tx.insert(liveReports).values(reports);
    await tx.insert(liveDiscuss).values(
      Array.from({ length: rng.int(2, 5) }, (_, i) => ({
        liveId: live.linkId,
        uid: 0,
        nickname: '青岚网友',
        content: rng.pick(CHAT),
        createdAt: first + (i + 1) * step,
      })),
    );
  }
};
