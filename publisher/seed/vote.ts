import { writeVote, type NewVote } from '../app-if/vote/write-vote.ts';
import type { VoteInfoField } from '../db/schema/index.ts';
import { demoPhotoRefs } from './demo-pictures.ts';
import { ID_RANGES, type AreaSeeder } from './areas.ts';
import type { Random } from './random.ts';

const DAY = 86_400_000;

/** What the demo's user-info box asks before a first vote: a name and a mobile number. */
export const VOTE_INFO_RULE: VoteInfoField[] = [
  { key: 'name', title: '姓名', type: 'text', required: true },
  { key: 'phone', title: '手机号', type: 'phone', required: true },
];

const SURNAMES = ['林', '陈', '黄', '张', '李', '王', '吴', '刘', '蔡', '杨', '郑', '许', '谢', '郭', '洪'];
const GIVEN = [
  '晓岚',
  '建华',
  '秀英',
  '志强',
  '丽娟',
  '海峰',
  '雪梅',
  '国平',
  '春燕',
  '文博',
  '美玲',
  '德明',
];
const PLACES = ['青岚', '溪口', '白沙', '望湖', '东坪', '石门', '云岭', '枫林', '南塘', '桃源'];
const VILLAGE_MIDDLES = ['上', '下', '前', '后', '新', '竹', '荷', '梅', '松', '桥'];
const VILLAGE_MIDDLES_2 = ['溪', '坪', '坑', '岭', '塘'];
const VILLAGE_ENDS = ['村', '社区'];

/** 500 different village names: every place with every pair of middles and ending. */
const village = (i: number) =>
  `${PLACES[i % 10]}${VILLAGE_MIDDLES[Math.floor(i / 10) % 10]}${VILLAGE_MIDDLES_2[Math.floor(i / 100) % 5]}${VILLAGE_ENDS[i % 2]}`;

const teacher = (rng: Random) => `${rng.pick(SURNAMES)}${rng.pick(GIVEN)}`;

/**
 * The demo's two vote activities (issue 13): 最美乡村教师 (open; 50 options in 3 tabs, counts already moving) and
 * 最美村庄 (not yet begun; 500 options in 5 tabs, all at 0).
 */
export const seedArea: AreaSeeder = async (tx, { now, rng }) => {
  const pictures = await demoPhotoRefs(tx, 20);
  const picture = () => (pictures.length ? rng.pick(pictures) : null);
  const first = ID_RANGES.vote.voteId.first;

  const schools = ['小学组', '初中组', '高中组'];
  const teachers: NewVote = {
    title: '2025“最美乡村教师”网络投票',
    content:
      '<p>扎根乡村、默默奉献的好老师，值得被更多人看见。每人每天可投 5 票，同一位老师每天限投 1 票。</p>',
    organizer: '青岚日报社 青岚市教育局',
    headImageRef: picture(),
    publishedAt: now - 3 * DAY,
    startAt: now - 2 * DAY,
    endAt: now + 12 * DAY,
    dayLimit: 5,
    optionDayLimit: 1,
    userInfoRule: VOTE_INFO_RULE,
    themes: schools.map((school, t) => ({
      name: school,
      options: Array.from({ length: t === 0 ? 20 : 15 }, () => ({
        name: teacher(rng),
        picRef: picture(),
        intro: `<p>${rng.pick(PLACES)}${school.replace('组', '')}教师，从教${rng.int(8, 35)}年。</p>`,
        count: rng.int(0, 2_400),
      })),
    })),
  };
  const villages: NewVote = {
    title: '寻找青岚“最美村庄”投票',
    content: '<p>五百个村庄参评，投票将于下周开始。每人每天可投 10 票，同一个村庄每天限投 2 票。</p>',
    organizer: '青岚日报社',
    headImageRef: picture(),
    publishedAt: now - DAY,
    startAt: now + 7 * DAY,
    endAt: now + 30 * DAY,
    dayLimit: 10,
    optionDayLimit: 2,
    userInfoRule: VOTE_INFO_RULE,
    themes: ['东部片区', '西部片区', '南部片区', '北部片区', '中部片区'].map((name, t) => ({
      name,
      options: Array.from({ length: 100 }, (_, i) => ({
        name: village(t * 100 + i),
        picRef: picture(),
        intro: `<p>${name}参评村庄。</p>`,
      })),
    })),
  };
  await writeVote(tx, first, teachers);
  await writeVote(tx, first + 1, villages);
};
