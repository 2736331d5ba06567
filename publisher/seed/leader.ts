import { and, asc, eq } from 'drizzle-orm';
import { articles, images, leaderArticles, leaders } from '../db/schema/index.ts';
import { ID_RANGES, type AreaSeeder } from './areas.ts';

const LEADERS = [
  { name: '沈望川', duty: '青岚市委书记', description: '沈望川，男，汉族，1968年生，研究生学历。' },
  { name: '白清源', duty: '青岚市市长', description: '白清源，男，汉族，1971年生，经济学博士。' },
  { name: '陆云舒', duty: '青岚市人大常委会主任', description: '陆云舒，女，汉族，1966年生，大学学历。' },
  { name: '钟明远', duty: '青岚市政协主席', description: '钟明远，男，汉族，1967年生，研究生学历。' },
];

/** Four leaders (figureDetail, LeaderViewList), each with reports drawn from the demo's Chinese news. */
export const seedArea: AreaSeeder = async (tx, { rng }) => {
  const news = (
    await tx
      .select({ fileId: articles.fileId })
      .from(articles)
      .where(and(eq(articles.lang, 'zh'), eq(articles.status, 1), eq(articles.articleType, 0)))
      .orderBy(asc(articles.fileId))
  ).map((a) => a.fileId);
  for (const [i, leader] of LEADERS.entries()) {
    const id = ID_RANGES.leader.leaderId.first + i;
    const photoRef = `2024-01/01/leader-${id}.png`;
    await tx
      .insert(images)
      .values({
        ref: photoRef,
        format: 'png',
        width: 300,
        height: 400,
        label: leader.name.slice(0, 1),
        hue: rng.int(0, 359),
        motif: 0,
      })
      .onConflictDoNothing();
    await tx.insert(leaders).values({ id, ...leader, photoRef, position: i });
    const reports = rng.sample(news, rng.int(6, 12));
    await tx.insert(leaderArticles).values(reports.map((fileId) => ({ leaderId: id, fileId })));
  }
};
