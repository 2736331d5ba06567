import { eq } from 'drizzle-orm';
import {
  activities,
  activityCats,
  activityEntries,
  members,
  type SignFormField,
} from '../db/schema/index.ts';
import { ID_RANGES, type AreaSeeder } from './areas.ts';
import { demoPhotoRefs } from './demo-pictures.ts';

const DAY = 86_400_000;

/** The form most activities ask for: a name and a mobile number. */
export const BASIC_FORM: SignFormField[] = [
  { key: 'entry_realName', title: '姓名', type: 'text', required: true, unique: false, options: [] },
  { key: 'entry_phone', title: '手机号', type: 'phone', required: true, unique: true, options: [] },
];

/** Every kind of field the sign-up form knows, for the demo's rich form and the browser tests. */
export const RICH_FORM: SignFormField[] = [
  ...BASIC_FORM,
  { key: 'entry_idCard', title: '身份证号', type: 'idcard', required: true, unique: true, options: [] },
  {
    key: 'entry_group',
    title: '参赛组别',
    type: 'select',
    required: true,
    unique: false,
    options: ['少年组', '青年组', '中老年组'],
  },
  { key: 'entry_sex', title: '性别', type: 'radio', required: true, unique: false, options: ['男', '女'] },
  {
    key: 'entry_topics',
    title: '感兴趣的主题',
    type: 'checkbox',
    required: false,
    unique: false,
    options: ['自然风光', '城市人文', '乡村振兴'],
  },
  { key: 'entry_date', title: '参加日期', type: 'date', required: true, unique: false, options: [] },
  { key: 'entry_photo', title: '作品照片', type: 'picture', required: false, unique: false, options: [] },
  { key: 'entry_note', title: '备注', type: 'text', required: false, unique: false, options: [] },
];

const body = (paragraphs: string[]) => paragraphs.map((p) => `<p>${p}</p>`).join('');

/**
 * The demo's activities (issue 13): one in each phase, one whose places are all taken (its entrants are demo members
 * with phones 199…, who cannot sign in) and one with every kind of form field. Two shops may write vouchers off.
 */
export const seedArea: AreaSeeder = async (tx, { now, rng }) => {
  const first = ID_RANGES.activity.fileId.first;
  const cat = ID_RANGES.activity.catId.first;
  await tx.insert(activityCats).values([
    { catId: cat, name: '精彩', orderId: 1 },
    { catId: cat + 1, name: '文化', orderId: 2 },
    { catId: cat + 2, name: '公益', orderId: 3 },
  ]);
  const pictures = await demoPhotoRefs(tx, 12);
  const banner = () => (pictures.length ? rng.pick(pictures) : null);
  const common = {
    organizer: '青岚日报社',
    verifiers: [] as { shopSite: string; uid: number }[],
    signForm: BASIC_FORM,
    quota: 0,
    publishedAt: now - 2 * DAY,
  };
  const rows = [
    {
      ...common,
      catId: cat,
      title: '青岚湖环湖健步走报名通道开启',
      abstract: '十公里环湖路线，欢迎市民报名参加。',
      content: body([
        '青岚湖环湖健步走将于下月举行，全程十公里，沿途设置五个补给点。',
        '活动面向全市读者开放，报名后凭电子凭证到起点签到领取号码布。',
      ]),
      place: '青岚湖东岸广场',
      startAt: now + 20 * DAY,
      endAt: now + 20 * DAY + 6 * 3_600_000,
      signStartAt: now + 3 * DAY,
      signEndAt: now + 15 * DAY,
      quota: 500,
    },
    {
      ...common,
      catId: cat,
      title: '青岚日报小记者夏令营招募中',
      abstract: '七天营期，走进报社、走进乡村。',
      content: body([
        '小记者夏令营面向全市八至十四岁的少年儿童，营期七天。',
        '营员将走进报社编辑部，跟随记者采访，完成自己的第一篇新闻稿。',
      ]),
      place: '青岚日报社一楼报告厅',
      startAt: now - DAY,
      endAt: now + 30 * DAY,
      signStartAt: now - 2 * DAY,
      signEndAt: now + 20 * DAY,
      quota: 100,
    },
    {
      ...common,
      catId: cat + 1,
      title: '溪口区读书月 邀你共读一本书',
      abstract: '读书月已圆满落幕。',
      content: body(['溪口区读书月活动已经结束，感谢每一位参与的读者。']),
      place: '溪口区图书馆',
      startAt: now - 40 * DAY,
      endAt: now - 10 * DAY,
      signStartAt: now - 50 * DAY,
      signEndAt: now - 41 * DAY,
      quota: 200,
    },
    {
      ...common,
      catId: cat + 2,
      title: '白沙镇义务植树 名额有限',
      abstract: '八个名额已经报满。',
      content: body(['白沙镇义务植树活动共八个名额，感谢大家的热情。']),
      place: '白沙镇北坡村林场',
      startAt: now + 5 * DAY,
      endAt: now + 5 * DAY + 4 * 3_600_000,
      signStartAt: now - 5 * DAY,
      signEndAt: now + 4 * DAY,
      quota: 8,
    },
    {
      ...common,
      catId: cat + 1,
      title: '“我家门口的好风景”摄影大赛开始征稿',
      abstract: '上传你的作品，分组评选。',
      content: body([
        '摄影大赛分少年组、青年组和中老年组，每位参赛者限报一组。',
        '报名时请上传一张代表作品，入围者将在青岚日报刊发。',
      ]),
      place: '青岚美术馆',
      startAt: now - 3 * DAY,
      endAt: now + 60 * DAY,
      signStartAt: now - 3 * DAY,
      signEndAt: now + 45 * DAY,
      quota: 300,
      signForm: RICH_FORM,
    },
    {
      ...common,
      catId: cat + 2,
      title: '望湖区社区运动会进行中',
      abstract: '报名已截止，比赛正在进行。',
      content: body(['望湖区社区运动会已开幕，报名通道已经关闭。']),
      place: '望湖区体育中心',
      startAt: now - 2 * DAY,
      endAt: now + 2 * DAY,
      signStartAt: now - 20 * DAY,
      signEndAt: now - 3 * DAY,
      quota: 0,
    },
  ];
  await tx.insert(activities).values(
    rows.map((row, i) => ({
      ...row,
      fileId: first + i,
      bannerRef: banner(),
      entryCount: 0,
      countClick: 0,
    })),
  );

  // The full activity's eight entrants: demo members who cannot sign in (no password, numbers nobody owns).
  const full = first + 3;
  const names = ['赵一帆', '钱晓', '孙悦', '李铭', '周航', '吴桐', '郑雪', '王朗'];
  const entrants = await tx
    .insert(members)
    .values(
      names.map((nickname, i) => ({
        phone: `1990000${String(i).padStart(4, '0')}`,
        passwordHash: null,
        isDefPassword: 1,
        nickname,
        headRef: null,
        score: 0,
        sex: '0',
        ssoToken: `demo-activity-${i}`,
        createdAt: now - 5 * DAY,
      })),
    )
    .returning({ uid: members.uid });
  await tx.insert(activityEntries).values(
    entrants.map((m, i) => ({
      fileId: full,
      uid: m.uid,
      name: names[i] ?? '',
      fields: { entry_realName: names[i] ?? '', entry_phone: `1990000${String(i).padStart(4, '0')}` },
      registCode: `DEMO${String(i).padStart(8, '0')}`,
      createdAt: now - 4 * DAY + i * 60_000,
    })),
  );
  await tx.update(activities).set({ entryCount: names.length }).where(eq(activities.fileId, full));
};
