// 问政's demo (issue 41): four departments, inquiries in every step across them (submitted, accepted, passed,
// replied, followed up, closed and rated), with pictures and one with a film, so each department's reply rate and
// median days have something to count; the public ones are list items (articleType 101) of home's 问政 module
// (seed/lists.ts, module 414).
import {
  articles,
  INQUIRY_STATUS,
  qaChoices,
  qaDepartments,
  qaInquiries,
  qaSteps,
  type QaStep,
} from '../db/schema/index.ts';
import { clipPosterRef } from '../media/clips.ts';
import { QA_ARTICLE_TYPE } from '../app-if/qa/wire.ts';
import { ID_RANGES, type AreaSeeder } from './areas.ts';
import { insertEntryArticles, READER_ITEM_TYPE } from './reader-entries.ts';
import { demoPhotoRefs } from './demo-pictures.ts';

const DAY = 86_400_000;

const DEPARTMENTS = ['青岚市交通运输局', '青岚市住房和城乡建设局', '青岚市生态环境局', '湖滨区教育局'];
const CATEGORIES = ['交通出行', '城市建设', '环境保护', '教育'];
const REGIONS = ['青岚区', '湖滨区', '云栖县'];

type Demo = {
  title: string;
  content: string;
  asker: string;
  department: number;
  /** days ago it was submitted */
  ago: number;
  /** the steps after submitted, each `[step, days after submitting]`; a reply's text is `reply` */
  steps: [QaStep, number][];
  reply?: string;
  followUp?: string;
  rating?: [number, string];
  pictures?: number;
  video?: boolean;
  location?: string;
};

const DEMOS: Demo[] = [
  {
    title: '湖滨路公交站台没有遮雨棚',
    content: '湖滨路北口公交站台每逢下雨乘客只能淋雨等车，老人孩子很不方便，希望加装遮雨棚。',
    asker: '每天坐公交的人',
    department: 0,
    ago: 40,
    steps: [
      ['accepted', 1],
      ['passed', 1],
      ['replied', 4],
      ['closed', 6],
    ],
    reply: '经现场查看，该站台已列入今年第二批候车亭改造计划，预计下月底前完成加装。感谢您的反映。',
    rating: [5, '回复及时，说到做到'],
    pictures: 2,
    location: '青岚区·湖滨路',
  },
  {
    title: '老旧小区加装电梯审批太慢',
    content: '我们单元去年就递交了加装电梯申请，至今没有消息，想问问审批到哪一步了。',
    asker: '五楼的住户',
    department: 1,
    ago: 35,
    steps: [
      ['accepted', 1],
      ['passed', 2],
      ['replied', 20],
      ['followUp', 22],
      ['replied', 30],
    ],
    reply:
      '您所在单元的申请材料已通过初审，因涉及管线迁改，需供水、燃气单位出具意见，预计两周内完成联合审查。',
    followUp: '两周已经过了，联合审查有结果了吗？',
    rating: [3, '回复有内容，但进度还是慢'],
  },
  {
    title: '云栖河上游有不明排污口',
    content: '云栖河上游桥下有一个排污口，晚上经常排出发黑的水，附近有异味。附照片和视频。',
    asker: '河边住户',
    department: 2,
    ago: 20,
    steps: [
      ['accepted', 0],
      ['passed', 0],
      ['replied', 2],
    ],
    reply: '执法人员已于次日夜间现场检查，确认为一家洗涤厂偷排，已立案查处并责令封堵排口。',
    pictures: 1,
    video: true,
    location: '云栖县·云栖河桥',
  },
  {
    title: '学区划分什么时候公布',
    content: '孩子明年上小学，想知道今年湖滨区的学区划分什么时候公布，去哪里查。',
    asker: '准小学生家长',
    department: 3,
    ago: 12,
    steps: [
      ['accepted', 1],
      ['passed', 1],
      ['replied', 3],
    ],
    reply: '今年学区划分方案将于 6 月中旬在区教育局网站和“青岚教育”公众号公布，届时可按住址查询。',
  },
  {
    title: '红绿灯时间太短，老人过不去',
    content: '青岚大道与建设路路口的人行绿灯只有 20 秒，老人走到一半就变灯了。',
    asker: '青岚老居民',
    department: 0,
    ago: 9,
    steps: [
      ['accepted', 1],
      ['passed', 1],
    ],
    location: '青岚区·青岚大道',
  },
  {
    title: '小区旁工地夜间施工扰民',
    content: '晚上十一点后仍在打桩，噪音很大，孩子无法入睡。',
    asker: '睡不着的邻居',
    department: 2,
    ago: 6,
    steps: [
      ['accepted', 0],
      ['passed', 1],
      ['replied', 8],
    ],
    reply: '已约谈施工单位，夜间 22 时至次日 6 时禁止高噪声作业，如再发现请拨打 12345 反映。',
  },
  {
    title: '人行道地砖破损多处',
    content: '建设路东段人行道地砖松动破损，下雨踩上去溅一身泥水。',
    asker: '步行上班族',
    department: 1,
    ago: 4,
    steps: [
      ['accepted', 1],
      ['passed', 1],
    ],
    pictures: 1,
  },
  {
    title: '建议增开夜间公交线路',
    content: '高铁站晚上十点以后到市区没有公交，打车很贵，建议增开夜班车。',
    asker: '常出差的人',
    department: 0,
    ago: 2,
    steps: [['accepted', 1]],
  },
  {
    title: '学校门口早高峰拥堵',
    content: '实验小学门口早上接送车辆乱停，能否安排交警疏导？',
    asker: '路过的司机',
    department: 3,
    ago: 1,
    steps: [],
  },
];

/** The 我要问政 entry's list item: the last id of the area's article slice. */
export const INQUIRY_ENTRY_ID = ID_RANGES.qa.fileId.last;

export const seedArea: AreaSeeder = async (tx, { now, rng }) => {
  const { departmentId, choiceId, fileId } = ID_RANGES.qa;
  await tx
    .insert(qaDepartments)
    .values(DEPARTMENTS.map((name, i) => ({ departmentId: departmentId.first + i, name, orderId: i })));
  const categoryIds = CATEGORIES.map((_, i) => choiceId.first + i);
  const regionIds = REGIONS.map((_, i) => choiceId.first + 100 + i);
  await tx
    .insert(qaChoices)
    .values([
      ...CATEGORIES.map((name, i) => ({
        choiceId: categoryIds[i]!,
        kind: 'category' as const,
        name,
        orderId: i,
      })),
      ...REGIONS.map((name, i) => ({ choiceId: regionIds[i]!, kind: 'region' as const, name, orderId: i })),
    ]);
  const photos = await demoPhotoRefs(tx, 8);
  let photo = 3;
  const items: (typeof articles.$inferInsert)[] = [];
  for (const demo of DEMOS) {
    const submitted = now - demo.ago * DAY - rng.int(1, 8) * 3_600_000;
    const department = departmentId.first + demo.department;
    const last = demo.steps[demo.steps.length - 1]?.[0] ?? 'submitted';
    const [row] = await tx
      .insert(qaInquiries)
      .values({
        uid: 0,
        userName: demo.asker,
        realName: '（演示）',
        phone: '13800000000',
        title: demo.title,
        content: demo.content,
        categoryId: categoryIds[demo.department]!,
        regionId: regionIds[rng.int(0, REGIONS.length - 1)]!,
        departmentId: department,
        location: demo.location ?? '',
        pics: Array.from(
          { length: demo.pictures ?? 0 },
          () => photos[photo++ % Math.max(1, photos.length)]!,
        ).filter(Boolean),
        videos: demo.video ? [{ url: '/media/short/s2.mp4', poster: clipPosterRef(2), duration: 6 }] : [],
        audios: [],
        status: INQUIRY_STATUS.admitted,
        step: last,
        rating: demo.rating?.[0] ?? null,
        ratingComment: demo.rating?.[1] ?? '',
        countPraise: rng.int(0, 60),
        createdAt: submitted,
        requestKey: null,
      })
      .returning({ id: qaInquiries.id });
    const id = row!.id;
    let replies = 0;
    await tx.insert(qaSteps).values([
      { inquiryId: id, step: 'submitted' as const, at: submitted, departmentId: 0, content: '', pics: [] },
      ...demo.steps.map(([step, days]) => ({
        inquiryId: id,
        step,
        // a step a few hours into its day, so the same day's steps keep their order
        at: submitted + days * DAY + 3_600_000 * (1 + demo.steps.findIndex((s) => s[0] === step)),
        departmentId: step === 'passed' || step === 'replied' ? department : 0,
        content:
          step === 'replied'
            ? replies++ === 0
              ? (demo.reply ?? '')
              : '联合审查已通过，施工单位将于下周进场，预计两个月内完工。'
            : step === 'followUp'
              ? (demo.followUp ?? '')
              : '',
        pics: [],
      })),
    ]);
    if (last !== 'submitted')
      items.push({
        fileId: fileId.first + items.length,
        columnId: 0,
        articleType: QA_ARTICLE_TYPE,
        status: 1,
        lang: 'zh',
        title: demo.title,
        listTitle: '',
        subTitle: '',
        leadTitle: '',
        abstract: demo.content,
        content: `<p>${demo.content}</p>`,
        source: DEPARTMENTS[demo.department]!,
        author: '',
        credits: {},
        reporterIds: [],
        tags: [],
        mark: '问政',
        publishedAt: submitted,
        titleImageRef: null,
        picRatio: '',
        picType: 0,
        bodyImages: [],
        videoUrl: '',
        duration: 0,
        linkId: id,
        url: '',
        liveStatus: 0,
        liveConfig: null,
        shareClosed: 0,
        discussClosed: 0,
        countClick: rng.int(100, 3_000),
        countPraise: 0,
        countShare: 0,
        countDiscuss: 0,
      });
  }
  await tx.insert(articles).values(items);
  // 我要问政 in home's 问政 module (seed/lists.ts): the way in to the form and the departments' ranking
  await insertEntryArticles(tx, [
    {
      fileId: INQUIRY_ENTRY_ID,
      type: READER_ITEM_TYPE.inquiry,
      title: '我要问政',
      abstract: '向政府部门反映问题，看各部门近90天的回复率和回复用时。',
      linkId: 0,
      publishedAt: now - 30 * DAY,
    },
  ]);
};
