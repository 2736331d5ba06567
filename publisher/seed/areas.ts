import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import {
  articleAudio,
  articles,
  columnArticles,
  columns,
  dynamics,
  leaders,
  lives,
  modules,
  reporters,
  searchWords,
  siteConfig,
  xyAccounts,
  xyCategories,
  xyRankPeriods,
  activities,
  activityCats,
  reportSets,
  tags,
  timelines,
  comments,
  votes,
  products,
  courses,
  studyRules,
  papers,
  shortVideoCategories,
  ads,
  askTopics,
  qaDepartments,
  circles,
  tipoffs,
  calls,
} from '../db/schema/index.ts';
import type { Random } from './random.ts';

/**
 * The ids each area may mint, in one place. A range is never moved or reused: a new area takes a free block. Seeds
 * start at a range's first id; test-hook factories take the next id after the highest (db/next-id.ts).
 *
 * | area    | id                    | range          | seeded                                                  |
 * | ------- | --------------------- | -------------- | ------------------------------------------------------- |
 * | session | appId (and siteId)    | 1–99           | 1                                                       |
 * | columns | columnId              | 1–999          | 1–10, 21–22, 51–55 (topic columns = topic items' linkID), 61–65 (sub-columns of topics 51, 52) |
 * | article | fileId                | 10001–99999    | 10001–10216, in plan order                              |
 * | article | reporter id           | 301–399        | 301–312                                                 |
 * | article | live room (linkID)    | 5001–5999      | 5001–5008, until live rooms get an area of their own    |
 * | media   | fileId (articles)     | 90001–90999    | 90001–90010: galleries, HLS videos, audio articles       |
 * | lists   | moduleId              | 400–999        | 400–417, 420–423 (the home's entry cards)              |
 * | lists   | fileId (entry cards)  | 80001–80049    | 80001–80011: link articles to touch pages (home entries) |
 * | live    | report id             | 400001–449999  | 400001 up, in live order (then the editor's, identity)  |
 * | live    | chat message id       | 450001–499999  | 450001 up (identity)                                    |
 * | account | uid                   | 1001 and up    | none: members sign up (identity column, db/schema)      |
 * | subscription | categoryId       | 700001–700099  | 700001–700005                                           |
 * | subscription | xyId (account)   | 700101–709999  | 700101–700130                                           |
 * | subscription | ranking periodId | 710001–710999  | 710001–710013 (last month, then twelve from the seed's) |
 * | reporter | dynamic id           | 711001–749999  | 711001 on: the first 8 reporters', every 3rd account's  |
 * | leader  | leader id             | 750001–750099  | 750001–750004                                           |
 * | activity| activity fileId       | 600001–609999  | 600001–600006                                           |
 * | activity| entry id / upload id  | 610001–, 620001– | identity columns (db/schema/activity.ts)              |
 * | activity| category id           | 600–619        | 600–602                                                 |
 * | topic   | tag id                | 760001–760999  | 760001–760012                                           |
 * | topic   | report set id         | 761001–761999  | 761001–761002                                           |
 * | topic   | timeline id           | 762001–762999  | 762001                                                  |
 * | topic   | timeline entry id     | 763001–769999  | 763001–763012                                           |
 * | comments| comment id            | 800001 and up  | 800001 up, in article order (identity: the seed's then members') |
 * | vote    | voteId                | 630001–639999  | 630001–630002                                           |
 * | vote    | theme / option / log  | 640001–, 650001–, 660001– | identity columns (db/schema/vote.ts)         |
 * | uploads | upload id             | 100000001 and up | none: identity (db/schema/uploads.ts), above the comment pictures' |
 * | shop    | productId             | 770001–770999  | 770001–770008                                           |
 * | shop    | exchange id           | 771001 and up  | none: identity (db/schema/shop.ts)                      |
 * | study   | courseId              | 780001–780999  | 780001–780003                                           |
 * | study   | lessonId              | 781001–789999  | 781001 up, course by course                             |
 * | paper   | paperId               | 791001–791099  | 791001 (青岚日报)                                       |
 * | paper   | layoutId (a page)     | 792001–799999  | 792001–792240: 30 issues of 8 pages, oldest first        |
 * | paper   | fileId (articles)     | 20001–29999    | 20001 up, page by page: inside the article block, below the ids hooks take |
 * | shortVideo | categoryId         | 790001–790099  | 790001                                                  |
 * | shortVideo | fileId (articles)  | 30001–30999    | 30001–30012                                             |
 * | ads     | advId                 | 880001–889999  | 880001–880006                                           |
 * | ask     | topicId (问吧)        | 820001–820999  | 820001–820003                                           |
 * | ask     | question id           | 821001 and up  | 821001 up (identity: the seed's then members')          |
 * | ask     | fileId (articles)     | 31001–31099    | 31001–31003: the topics as list items (home's 问吧 module 413) |
 * | qa      | departmentId          | 830001–830999  | 830001–830004                                           |
 * | qa      | choiceId              | 831001–831999  | 831001–831004 categories, 831101–831103 regions         |
 * | qa      | inquiry / step id     | 832001–, 833001– | identity (db/schema/qa.ts)                            |
 * | qa      | fileId (articles)     | 31101–31199    | 31101 up: the public inquiries as list items (module 414); 31199 我要问政 |
 * | circle  | circleId              | 850001–859999  | 850001–850005 (identity: the seed's, then the newsroom's) |
 * | circle  | postId / noticeId     | 860001–, 870001– | identity columns (db/schema/circle.ts)                |
 * | tipoff  | tip-off id            | 3000001 and up | 3 published tips (identity, db/schema/tipoff.ts)        |
 * | submission | callId (征稿)      | 871001–871999  | 871001–871002                                           |
 * | submission | submission id      | 3500001 and up | none: identity (db/schema/submission.ts)                |
 * | tipoff, submission | fileId (home entries) | 31201–31299 | 31201 我要报料 (seed/reader-entries.ts; the calls are read live) |
 * | tipoff, submission | moduleId     | 416–417        | 416 我要报料, 417 征稿 (home modules, inside the lists block)       |
 */
export const ID_RANGES = {
  session: { appId: { first: 1, last: 99 } },
  columns: { columnId: { first: 1, last: 999 } },
  article: {
    fileId: { first: 10_001, last: 99_999 },
    reporterId: { first: 301, last: 399 },
    liveRoomId: { first: 5_001, last: 5_999 },
    mediaFileId: { first: 90_001, last: 90_999 },
    /** the home's entry cards (lists seed, seedHomeEntries) */
    homeEntryFileId: { first: 80_001, last: 80_049 },
  },
  lists: { moduleId: { first: 400, last: 999 } },
  live: { reportId: { first: 400_001, last: 449_999 }, discussId: { first: 450_001, last: 499_999 } },
  account: { uid: { first: 1_001, last: 2_147_483_647 } },
  subscription: {
    categoryId: { first: 700_001, last: 700_099 },
    xyId: { first: 700_101, last: 709_999 },
    periodId: { first: 710_001, last: 710_999 },
  },
  reporter: { dynamicId: { first: 711_001, last: 749_999 } },
  leader: { leaderId: { first: 750_001, last: 750_099 } },
  activity: { fileId: { first: 600_001, last: 609_999 }, catId: { first: 600, last: 619 } },
  topic: {
    tagId: { first: 760_001, last: 760_999 },
    reportSetId: { first: 761_001, last: 761_999 },
    timelineId: { first: 762_001, last: 762_999 },
    timelineEntryId: { first: 763_001, last: 769_999 },
  },
  vote: { voteId: { first: 630_001, last: 639_999 } },
  shop: { productId: { first: 770_001, last: 770_999 } },
  study: { courseId: { first: 780_001, last: 780_999 }, lessonId: { first: 781_001, last: 789_999 } },
  paper: {
    paperId: { first: 791_001, last: 791_099 },
    layoutId: { first: 792_001, last: 799_999 },
    fileId: { first: 20_001, last: 29_999 },
  },
  shortVideo: {
    categoryId: { first: 790_001, last: 790_099 },
    fileId: { first: 30_001, last: 30_999 },
  },
  ads: { advId: { first: 880_001, last: 889_999 } },
  ask: { topicId: { first: 820_001, last: 820_999 }, fileId: { first: 31_001, last: 31_099 } },
  qa: {
    departmentId: { first: 830_001, last: 830_999 },
    choiceId: { first: 831_001, last: 831_999 },
    fileId: { first: 31_101, last: 31_199 },
  },
  circle: { circleId: { first: 850_001, last: 859_999 } },
  submission: { callId: { first: 871_001, last: 871_999 } },
  readerEntries: { fileId: { first: 31_201, last: 31_299 } },
} as const;

export type SeedContext = { now: number; rng: Random };
export type AreaSeeder = (tx: Db, context: SeedContext) => Promise<void>;

export type SeedArea = {
  name: string;
  /** The fixed seed of the area's own random stream: a draw added in one area shifts nothing in another. */
  seed: number;
  /** The area is seeded when every one of these is empty (and left alone otherwise). */
  tables: PgTable[];
  /** The seeder, loaded only when the area is empty (a start with data never loads the pools). */
  load: () => Promise<{ seedArea: AreaSeeder }>;
};

/**
 * The demo site's seeded areas, in the order they are seeded: an area may read what an earlier one wrote (lists
 * place the articles), never draw from its stream. Account seeds nothing.
 */
export const SEED_AREAS: SeedArea[] = [
  { name: 'session', seed: 20240519, tables: [siteConfig], load: () => import('./session.ts') },
  { name: 'columns', seed: 20240520, tables: [columns], load: () => import('./columns.ts') },
  // The seed the whole site was drawn from before the split: the articles stayed as they were.
  { name: 'article', seed: 20240521, tables: [articles, reporters], load: () => import('./article.ts') },
  // before lists, which places its articles in their columns (a data folder seeded before it gains them alone)
  { name: 'media', seed: 20240718, tables: [articleAudio], load: () => import('./media.ts') },
  { name: 'lists', seed: 20240522, tables: [columnArticles, modules], load: () => import('./lists.ts') },
  {
    name: 'subscription',
    seed: 20240714,
    tables: [xyCategories, xyAccounts, xyRankPeriods],
    load: () => import('./subscription.ts'),
  },
  { name: 'reporter', seed: 20240715, tables: [dynamics], load: () => import('./reporter.ts') },
  { name: 'leader', seed: 20240716, tables: [leaders], load: () => import('./leader.ts') },
  {
    name: 'activity',
    seed: 20240613,
    tables: [activities, activityCats],
    load: () => import('./activity.ts'),
  },
  { name: 'vote', seed: 20240614, tables: [votes], load: () => import('./vote.ts') },
  { name: 'search', seed: 20240523, tables: [searchWords], load: () => import('./search.ts') },
  { name: 'live', seed: 20240717, tables: [lives], load: () => import('./live.ts') },
  { name: 'topic', seed: 20240719, tables: [tags, reportSets, timelines], load: () => import('./topic.ts') },
  { name: 'comments', seed: 20240720, tables: [comments], load: () => import('./comments.ts') },
  { name: 'shop', seed: 20240721, tables: [products], load: () => import('./shop.ts') },
  { name: 'study', seed: 20240722, tables: [courses, studyRules], load: () => import('./study.ts') },
  // after comments: the paper's and the short videos' articles get no demo comments from that area's stream
  { name: 'paper', seed: 20240723, tables: [papers], load: () => import('./paper.ts') },
  {
    name: 'shortVideo',
    seed: 20240724,
    tables: [shortVideoCategories],
    load: () => import('./shortVideo.ts'),
  },
  // after lists and article: the ads stand in columns and open articles already there
  { name: 'ads', seed: 20240725, tables: [ads], load: () => import('./ads.ts') },
  // after article: a topic's answerer is one of the demo's reporters
  { name: 'ask', seed: 20240727, tables: [askTopics], load: () => import('./ask.ts') },
  // after shortVideo: the inquiry with a film plays one of its clips
  { name: 'qa', seed: 20240728, tables: [qaDepartments], load: () => import('./qa.ts') },
  // after comments, whose table the posts' comments go in (it would not be seeded once they are there)
  { name: 'circle', seed: 20240729, tables: [circles], load: () => import('./circle.ts') },
  { name: 'tipoff', seed: 20240730, tables: [tipoffs], load: () => import('./tipoff.ts') },
  { name: 'submission', seed: 20240731, tables: [calls], load: () => import('./submission.ts') },
];
