import { and, asc, eq, inArray } from 'drizzle-orm';
import { articles, reportSets, tags, timelineEntries, timelines } from '../db/schema/index.ts';
import { ID_RANGES, type AreaSeeder } from './areas.ts';
import { TAGS } from './pools.ts';

const DAY = 86_400_000;

const REPORT_SETS = [
  {
    name: '林秀英',
    duty: '溪口区社区食堂负责人',
    description: '十年如一日为社区老人做饭的“食堂大姐”，2024年青岚市道德模范。',
  },
  {
    name: '周明远',
    duty: '青岚湖护湖志愿队队长',
    description: '带着两百多名志愿者守护青岚湖的退休教师，他的护湖日记记了八年。',
  },
];

const TIMELINE = {
  title: '青岚湖综合治理大事记',
  summary: '从启动清淤到湖区全面开放，青岚湖治理的每一步。',
  entries: [
    ['青岚湖综合治理工程启动', '市政府常务会议审议通过青岚湖综合治理方案，总投资十二亿元。'],
    ['第一阶段清淤开工', '湖区北侧首批清淤船入场作业，计划清淤八十万立方米。'],
    ['沿湖排污口排查完成', '环保部门排查沿湖排污口一百二十六个，全部建立台账。'],
    ['截污管网开始铺设', '环湖截污管网一期工程开工，全长二十三公里。'],
    ['湖区水质首次达到四类', '监测数据显示，青岚湖主要断面水质由劣五类提升至四类。'],
    ['生态浮岛投放', '首批三十座生态浮岛在湖区南侧投放，种植水生植物两万株。'],
    ['护湖志愿队成立', '两百余名市民报名加入青岚湖护湖志愿队，每周巡湖两次。'],
    ['环湖步道一期开放', '十公里环湖步道一期向市民开放，沿线设置休息驿站六处。'],
    ['候鸟回归青岚湖', '观鸟爱好者在湖区记录到白鹭、苍鹭等十四种候鸟。'],
    ['湖区水质稳定在三类', '连续三个月监测，青岚湖水质稳定保持在三类。'],
    ['环湖步道全线贯通', '二十三公里环湖步道全线贯通，串起五个湖滨公园。'],
    ['青岚湖全面开放', '青岚湖湖区全面向市民开放，治理工程通过验收。'],
  ],
};

/**
 * The topic area's demo content, from its own random stream: the tags with ids, two report sets and a time axis of
 * twelve dated entries. (The special topics' sub-columns are columns, seeded there; lists place their articles.)
 */
export const seedArea: AreaSeeder = async (tx, { now, rng }) => {
  const news = await tx
    .select({
      fileId: articles.fileId,
      publishedAt: articles.publishedAt,
      titleImageRef: articles.titleImageRef,
    })
    .from(articles)
    .where(and(eq(articles.status, 1), eq(articles.lang, 'zh'), inArray(articles.articleType, [0, 1, 2])))
    .orderBy(asc(articles.fileId));

  await tx.insert(tags).values(TAGS.map((name, i) => ({ id: ID_RANGES.topic.tagId.first + i, name })));

  await tx.insert(reportSets).values(
    REPORT_SETS.map((set, i) => ({
      id: ID_RANGES.topic.reportSetId.first + i,
      ...set,
      photoRef: rng.pick(news.filter((a) => a.titleImageRef)).titleImageRef,
      fileIds: rng.sample(news, rng.int(8, 14)).map((a) => a.fileId),
    })),
  );

  const timelineId = ID_RANGES.topic.timelineId.first;
  await tx.insert(timelines).values({
    id: timelineId,
    title: TIMELINE.title,
    summary: TIMELINE.summary,
    picRef: rng.pick(news.filter((a) => a.titleImageRef)).titleImageRef,
  });
  const told = rng.sample(news, TIMELINE.entries.length);
  await tx.insert(timelineEntries).values(
    TIMELINE.entries.map(([title, text], i) => ({
      id: ID_RANGES.topic.timelineEntryId.first + i,
      timelineId,
      // a year and a half, oldest first, the last a week ago
      happenedAt: now - (TIMELINE.entries.length - i) * 45 * DAY + 38 * DAY,
      title: title!,
      text: text!,
      fileId: i % 3 === 2 ? 0 : (told[i]?.fileId ?? 0),
    })),
  );
};
