// 问吧's demo (issue 41): three topics answered by 青岚日报's reporters and a county official, each with answered
// questions (some with pictures), questions still waiting for their answer, and one topic closed to new questions;
// the topics are list items (articleType 104) of home's 问吧 module (seed/lists.ts, module 413).
import { asc } from 'drizzle-orm';
import { articles, askQuestions, askTopics, QUESTION_STATUS, reporters } from '../db/schema/index.ts';
import { ASK_TOPIC_ARTICLE_TYPE } from '../app-if/ask/wire.ts';
import { ID_RANGES, type AreaSeeder } from './areas.ts';
import { demoPhotoRefs } from './demo-pictures.ts';

const HOUR = 3_600_000;
const p = (text: string) => `<p>${text}</p>`;

type DemoQuestion = { asker: string; text: string; answer?: string; pictures?: number; location?: string };

const TOPICS: {
  title: string;
  content: string;
  role: string;
  /** a reporter of the demo answers (their index), or an official by name */
  reporter?: number;
  official?: string;
  questionClosed?: boolean;
  questions: DemoQuestion[];
}[] = [
  {
    title: '青岚湖治理进展，记者现场答疑',
    content:
      p('青岚湖综合治理进入第三年。本报环保记者驻点采访一个月，关于水质、岸线和禁渔，你想知道什么？') +
      p('问题经记者核实后统一回答，回答后公开展示。'),
    role: '环保记者',
    reporter: 0,
    questions: [
      {
        asker: '湖边晨跑的人',
        text: '最近湖水颜色发绿，是藻类又多了吗？',
        answer: '记者向市生态环境局核实：8 月是藻类高发期，本周监测点总磷浓度仍在三类水标准内，已加密巡查。',
        pictures: 1,
        location: '青岚市·湖滨路',
      },
      {
        asker: '老钓友',
        text: '禁渔期到什么时候结束？',
        answer: '今年禁渔期为 3 月 1 日至 6 月 30 日，禁渔期外仍禁止使用网具和电鱼。',
      },
      {
        asker: '附近居民',
        text: '南岸步道什么时候完工？',
        answer: '施工方表示南岸步道主体已完成，预计下月中旬开放，届时本报会另行发布。',
        pictures: 2,
      },
      { asker: '游客小周', text: '湖心岛能坐船上去吗？' },
      { asker: '青岚学生', text: '能组织中学生参加水质监测的志愿活动吗？', pictures: 1 },
    ],
  },
  {
    title: '开学季，教育局长回应家长关切',
    content: p('新学期将至，学区划分、课后服务、校车安排……市教育局负责人在线回答家长提问。'),
    role: '青岚市教育局局长',
    official: '林书远',
    questions: [
      {
        asker: '二年级家长',
        text: '课后服务能延长到六点吗？',
        answer: '今年秋季学期起，全市公办小学课后服务统一延至 18:00，家长自愿报名。',
      },
      {
        asker: '新市民',
        text: '随迁子女入学需要准备哪些材料？',
        answer: '居住证、务工或经商证明、户口簿，详见市教育局网站“入学指南”栏目，线上即可提交。',
      },
      { asker: '城东家长', text: '城东新校区今年能招生吗？' },
    ],
  },
  {
    title: '年货节消费维权，问问市场监管',
    content: p('本期话题已结束提问，感谢大家参与。回答仍可查看和评论。'),
    role: '市场监管记者',
    reporter: 1,
    questionClosed: true,
    questions: [
      {
        asker: '网购达人',
        text: '直播间买的年货有质量问题，怎么维权？',
        answer: '保留订单和直播截图，先找平台客服；协商不成可拨打 12315 或在全国 12315 平台投诉。',
      },
    ],
  },
];

export const seedArea: AreaSeeder = async (tx, { now, rng }) => {
  const first = ID_RANGES.ask.topicId.first;
  const people = await tx.select().from(reporters).orderBy(asc(reporters.id)).limit(2);
  const photos = await demoPhotoRefs(tx, 12);
  let photo = 0;
  const nextPhotos = (n = 0) =>
    Array.from({ length: n }, () => photos[photo++ % Math.max(1, photos.length)]!);
  for (const [i, topic] of TOPICS.entries()) {
    const topicId = first + i;
    const reporter = topic.reporter === undefined ? undefined : people[topic.reporter];
    const opened = now - (10 - i * 3) * 24 * HOUR;
    await tx.insert(askTopics).values({
      topicId,
      title: topic.title,
      content: topic.content,
      bannerRef: photos.length ? nextPhotos(1)[0]! : null,
      answerer: reporter?.name ?? topic.official ?? '青岚日报',
      answererRole: topic.role,
      answererIconRef: reporter?.photoRef ?? null,
      answererId: reporter?.id ?? 0,
      questionClosed: topic.questionClosed ? 1 : 0,
      discussClosed: 0,
      createdAt: opened,
    });
    await tx.insert(askQuestions).values(
      topic.questions.map((q, n) => {
        const asked = opened + (n + 1) * 5 * HOUR;
        return {
          topicId,
          // the demo's askers are no members: uid 0 is nobody's
          uid: 0,
          userName: q.asker,
          content: q.text,
          pics: photos.length ? nextPhotos(q.pictures) : [],
          location: q.location ?? '',
          status: QUESTION_STATUS.admitted,
          answer: q.answer ?? null,
          answerPics: [],
          answeredAt: q.answer ? asked + rng.int(2, 30) * HOUR : null,
          countPraise: q.answer ? rng.int(0, 120) : 0,
          createdAt: asked,
          requestKey: null,
        };
      }),
    );
  }
  const topics = await tx.select().from(askTopics).orderBy(asc(askTopics.topicId));
  const firstFile = ID_RANGES.ask.fileId.first;
  await tx.insert(articles).values(
    topics.map((t, i) => ({
      fileId: firstFile + i,
      columnId: 0,
      articleType: ASK_TOPIC_ARTICLE_TYPE,
      status: 1,
      lang: 'zh',
      title: t.title,
      listTitle: '',
      subTitle: '',
      leadTitle: '',
      abstract: `${t.answerer}（${t.answererRole}）回答你的提问`,
      content: t.content,
      source: '',
      author: t.answerer,
      credits: {},
      reporterIds: t.answererId ? [t.answererId] : [],
      tags: [],
      mark: '问吧',
      publishedAt: t.createdAt,
      titleImageRef: t.bannerRef,
      picRatio: '',
      picType: 0,
      bodyImages: [],
      videoUrl: '',
      duration: 0,
      linkId: t.topicId,
      url: '',
      liveStatus: 0,
      liveConfig: null,
      shareClosed: 0,
      discussClosed: 0,
      countClick: rng.int(500, 8_000),
      countPraise: 0,
      countShare: 0,
      countDiscuss: 0,
    })),
  );
};
