// Calls for submissions' demo (issue 42): one open call (a photo essay on the city's summer, closing in three weeks)
// and one closed a week ago (an essay call), both by 青岚日报, so seekArticleDetail has both states to show; home's
// 征稿 module (the lists area's, type 19) lists the open ones as they stand (app-if/submission/module-cards.ts).
import { calls } from '../db/schema/index.ts';
import { ID_RANGES, type AreaSeeder } from './areas.ts';

const DAY = 86_400_000;

const p = (text: string) => `<p>${text}</p>`;

export const seedArea: AreaSeeder = async (tx, { now }) => {
  const first = ID_RANGES.submission.callId.first;
  await tx.insert(calls).values([
    {
      callId: first,
      siteId: 1,
      title: '“青岚的夏天”摄影征稿',
      organizer: '青岚日报社 · 青岚市摄影家协会',
      rules: [
        '1. 作品须为本人原创，拍摄于青岚市境内，每人限投 3 组。',
        '2. 每组照片不超过 9 张，请附 100 字以内的说明，写明拍摄时间和地点。',
        '3. 入选作品将在青岚日报和掌上青岚刊发，并支付稿酬。',
      ].join('\n'),
      content: [
        p('盛夏的青岚，湖畔的荷花、老街的树荫、夜市的烟火，都是这座城市的表情。'),
        p(
          '即日起，青岚日报面向广大读者征集以“青岚的夏天”为主题的摄影作品，<strong>用镜头记录你眼中的青岚</strong>。',
        ),
      ].join(''),
      coverRef: null,
      startAt: now - 5 * DAY,
      endAt: now + 21 * DAY,
      closedAt: null,
      createdAt: now - 6 * DAY,
    },
    {
      callId: first + 1,
      siteId: 1,
      title: '“我和我的家乡”征文',
      organizer: '青岚日报社副刊部',
      rules: ['1. 散文、随笔均可，2000 字以内。', '2. 来稿须为原创首发作品。'].join('\n'),
      content: p('讲述你和家乡的故事：一条街、一座桥、一位老邻居。'),
      coverRef: null,
      startAt: now - 40 * DAY,
      endAt: now - 7 * DAY,
      closedAt: null,
      createdAt: now - 41 * DAY,
    },
  ]);
};
