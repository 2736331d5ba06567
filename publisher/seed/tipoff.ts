// Tip-offs' demo (issue 42): three tip-offs from the demo's readers that the newsroom checked, adopted with a reply
// and published as the demo's first news articles, so tipoffDetail has public pages; and home's 我要报料 entry (its
// module is the lists area's, which the newsroom can take off home). Readers' own tip-offs are theirs alone and are never seeded.
import { and, asc, eq } from 'drizzle-orm';
import { articles, tipoffs } from '../db/schema/index.ts';
import type { AreaSeeder } from './areas.ts';
import { insertEntryArticles, READER_ENTRY_IDS, READER_ITEM_TYPE } from './reader-entries.ts';

const HOUR = 3_600_000;

const TIPS = [
  {
    topic: '北坡路口早高峰积水',
    place: '北坡路与青岚大道路口',
    content: '今早七点多，北坡路口积水没过脚踝，两路公交绕行，行人只能踩着路沿走。',
    reply: '感谢报料！记者已到现场，市政部门正在疏通排水口。',
  },
  {
    topic: '柳塘乡老桥栏杆松动',
    place: '柳塘乡老街东口石桥',
    content: '老桥东侧的栏杆有两段晃得厉害，每天放学孩子们都从这里过，希望有关部门看看。',
    reply: '您反映的情况已转交乡政府，栏杆已于当天加固，我们做了跟踪报道。',
  },
  {
    topic: '青岚湖边出现成群白鹭',
    place: '青岚湖湿地公园南岸',
    content: '周末在湖边看到二三十只白鹭在浅滩觅食，拍了几张照片，好多年没见过这么多了。',
    reply: '谢谢分享！我们请鸟类专家做了解读，稿件已刊发。',
  },
];

export const seedArea: AreaSeeder = async (tx, { now, rng }) => {
  // the demo's first published news articles (type 0) stand for what the tips became
  const stories = await tx
    .select({ fileId: articles.fileId })
    .from(articles)
    .where(and(eq(articles.articleType, 0), eq(articles.status, 1)))
    .orderBy(asc(articles.fileId))
    .limit(TIPS.length);
  await tx.insert(tipoffs).values(
    TIPS.map((tip, i) => {
      const receivedAt = now - (i + 1) * 24 * HOUR - rng.int(0, 5) * HOUR;
      return {
        siteId: 1,
        uid: 0,
        anonymous: i === 1 ? 1 : 0,
        userName: i === 1 ? '' : ['热心市民陈先生', '', '摄影爱好者小林'][i]!,
        contactNo: '',
        ...tip,
        happenedAt: '',
        files: [],
        review: 'clear' as const,
        state: stories[i] ? ('published' as const) : ('adopted' as const),
        repliedAt: receivedAt + 3 * HOUR,
        receivedAt,
        checkingAt: receivedAt + HOUR,
        decidedAt: receivedAt + 3 * HOUR,
        publishedAt: stories[i] ? receivedAt + 6 * HOUR : null,
        articleId: stories[i]?.fileId ?? null,
      };
    }),
  );
  await insertEntryArticles(tx, [
    {
      fileId: READER_ENTRY_IDS.tipoffEntry,
      type: READER_ITEM_TYPE.tipoff,
      title: '我要报料',
      abstract: '身边有新鲜事、烦心事？拍下来告诉编辑部。',
      linkId: 0,
      publishedAt: now - 30 * 24 * HOUR,
    },
  ]);
};
