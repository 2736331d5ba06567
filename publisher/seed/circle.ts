// The circles' demo (圈子, issue 43): five readers' communities of 青岚, public and private, each with its keeper, its
// members, posts (pictures, one video), a pinned post, notices, likes and comments. Home's 圈子 module is the lists'. The members are demo accounts
// without a phone (nobody signs in as them); readers who sign up join like anyone.
import { newMember } from '../app-if/account/members.ts';
import { clipPosterRef, clipSeconds } from '../media/clips.ts';
import {
  circleMembers,
  circleNotices,
  circlePostLikes,
  circlePosts,
  circles,
  COMMENT_STATUS,
  comments,
  members,
  POST_STATUS,
  type PostAttachment,
  type PostPolicy,
} from '../db/schema/index.ts';
import type { AreaSeeder } from './areas.ts';
import { demoPhotoRefs } from './demo-pictures.ts';
import { POST_SOURCE } from '../app-if/circle/read.ts';

const HOUR = 3_600_000;
/** The comments area's source for a circle post (docs/circle.md). */


const PEOPLE = ['望湖老周', '跑步的小林', '青岚摄影人', '一中老校友', '球迷阿凯', 'ཚེ་རིང་', '湖边的猫', 'Mia'];

type DemoCircle = {
  name: string;
  summary: string;
  isPrivate: 0 | 1;
  postPolicy: PostPolicy;
  /** PEOPLE's indexes: the keeper first, then the members */
  people: number[];
  notices: { title: string; content: string }[];
  posts: string[];
};

const CIRCLES: DemoCircle[] = [
  {
    name: '望湖区街坊圈',
    summary: '望湖区的街坊邻居在这里聊家门口的事：修路、菜价、社区活动，互相帮个忙。',
    isPrivate: 0,
    postPolicy: 'members',
    people: [0, 1, 2, 4, 5, 6, 7],
    notices: [
      {
        title: '圈子公约',
        content:
          '<p>欢迎加入望湖区街坊圈！请文明发言，不发广告，不传谣言。</p><p>涉及个人信息的照片请先打码。</p>',
      },
      {
        title: '本周六湖滨路停水通知',
        content: '<p>据自来水公司通知，本周六 8:00—16:00 湖滨路一带停水，请提前储水。</p>',
      },
    ],
    posts: [
      '湖滨路的新路灯今晚亮了，晚上散步终于不用摸黑了。',
      '菜市场二楼新开了一家豆腐坊，现磨的豆浆很香，推荐给大家。',
      '谁家的橘猫在三号楼下，脖子上有铃铛，应该是走丢了。',
      '社区图书角这周上新了一批绘本，带孩子去看看吧。',
      '早上的湖面雾气很美，随手拍几张。',
      '请问附近有修自行车的吗？',
      '周末的跳蚤市场还有摊位，有意的邻居可以联系居委会。',
    ],
  },
  {
    name: '湖畔跑团',
    summary: '每周三晚和周日早，沿青岚湖跑一圈。新手老手都欢迎，跑完一起吃早点。',
    isPrivate: 0,
    postPolicy: 'members',
    people: [1, 0, 3, 6, 7],
    notices: [
      { title: '周日晨跑集合点变更', content: '<p>本周日起集合点改到湖心公园南门，6:30 准时出发。</p>' },
    ],
    posts: [
      '今天配速 5 分 40，比上周快了一点！',
      '湖边的樱花开了，跑步的时候一定要抬头看看。',
      '新手求问：跑完膝盖有点酸，是姿势问题吗？',
      '周日一起跑的朋友，照片发在这里了。',
      '半程马拉松报名开始了，有一起报的吗？',
    ],
  },
  {
    name: '青岚一中校友会',
    summary: '青岚一中历届校友的圈子。加入需要圈主审核，请在申请时说明届别和班级。',
    isPrivate: 1,
    postPolicy: 'members',
    people: [3, 0, 2, 5],
    notices: [
      {
        title: '校庆七十周年返校安排',
        content: '<p>十月第二个周六返校，上午参观新校区，下午各班自行安排。</p>',
      },
    ],
    posts: [
      '翻到了九八届毕业照，有认出自己的吗？',
      '学校的老槐树还在，回去看了一眼。',
      '校庆那天想组织一场校友篮球赛，有兴趣的报名。',
    ],
  },
  {
    name: '青岚FC球迷圈',
    summary: '青岚FC的主场、客场、转会和青训，球迷们一起聊。',
    isPrivate: 0,
    postPolicy: 'members',
    people: [4, 1, 6, 7],
    notices: [{ title: '主场观赛须知', content: '<p>主场比赛请提前一小时入场，禁止携带烟花和旗杆。</p>' }],
    posts: [
      '昨晚的绝杀太精彩了！现场看到的请举手。',
      '青训梯队的 17 号值得关注，速度非常快。',
      '客场包车还剩几个座位，周五前报名。',
      '新赛季的主场球衣发布了，你们觉得怎么样？',
    ],
  },
  {
    name: '老城摄影社',
    summary: '拍老城的街巷和人。私密圈子，只发成员自己拍的照片，由圈主发布活动。',
    isPrivate: 1,
    postPolicy: 'keepers',
    people: [2, 0, 5, 6],
    notices: [
      { title: '十一月外拍：古城墙日出', content: '<p>11 月 16 日 6:00 古城墙东门集合，带三脚架。</p>' },
    ],
    posts: ['本月作业主题：老城的门。每人交三张。', '上次外拍的精选，大家看看。'],
  },
];

const LINES = ['说得好', '同感！', '在哪里呀？', '拍得真好', '下次叫上我', 'ཡག་པོ་འདུག', '支持', '谢谢分享'];

/**
 * Five circles (ids from 820001), their keepers and members (demo accounts), notices (the first pinned), posts over
 * the last days with up to nine pictures and one film (the second circle's first post), the first post of each pinned,
 * likes from members (counts kept with them) and a few comments each.
 */
export const seedArea: AreaSeeder = async (tx, { now, rng }) => {
  const people = await tx
    .insert(members)
    .values(PEOPLE.map((name, i) => newMember(null, null, name, now - (60 - i) * 24 * HOUR)))
    .returning({ uid: members.uid });
  const uidOf = (i: number) => people[i]!.uid;
  const photos = await demoPhotoRefs(tx, 30);
  for (const [n, c] of CIRCLES.entries()) {
    const [row] = await tx
      .insert(circles)
      .values({
        name: c.name,
        summary: c.summary,
        coverRef: photos[(n * 5) % photos.length] ?? null,
        isPrivate: c.isPrivate,
        postPolicy: c.postPolicy,
        auditMode: 'post',
        closed: 0,
        position: n,
        countMember: c.people.length,
        countPost: c.posts.length,
        createdAt: now - (40 - n) * 24 * HOUR,
      })
      .returning({ circleId: circles.circleId });
    const circleId = row!.circleId;
    const inCircle = c.people.map(uidOf);
    await tx.insert(circleMembers).values(
      inCircle.map((uid, i) => ({
        circleId,
        uid,
        role: i === 0 ? ('keeper' as const) : ('member' as const),
        state: 'joined' as const,
        createdAt: now - (30 - i) * 24 * HOUR,
      })),
    );
    await tx.insert(circleNotices).values(
      c.notices.map((notice, i) => ({
        circleId,
        ...notice,
        uid: inCircle[0]!,
        pinned: i === 0 ? 1 : 0,
        createdAt: now - (c.notices.length - i) * 30 * HOUR,
      })),
    );
    const authors = c.postPolicy === 'keepers' ? [inCircle[0]!] : inCircle;
    for (const [p, content] of c.posts.entries()) {
      const pictures = p % 3 === 1 ? 0 : rng.int(1, p === 0 && n === 0 ? 9 : 4);
      const attachments: PostAttachment[] =
        n === 1 && p === 0
          ? [{ type: 2, key: '/media/short/s1.mp4', posterKey: clipPosterRef(1), duration: clipSeconds(1) }]
          : Array.from({ length: pictures }, (_, k) => ({
              type: 1 as const,
              key: photos[(n * 7 + p * 3 + k) % photos.length]!,
            }));
      // likes from the circle's members: some posts liked by many (hot), newer ones by few
      const likers = inCircle.filter(() => rng.chance(p % 2 === 0 ? 0.8 : 0.25));
      const [post] = await tx
        .insert(circlePosts)
        .values({
          circleId,
          uid: authors[p % authors.length]!,
          content,
          attachments,
          status: POST_STATUS.public,
          pinned: p === 0 ? 1 : 0,
          countPraise: likers.length,
          createdAt: now - (p * 7 + rng.int(1, 6)) * HOUR,
        })
        .returning({ postId: circlePosts.postId, createdAt: circlePosts.createdAt });
      if (likers.length > 0)
        await tx
          .insert(circlePostLikes)
          .values(likers.map((uid) => ({ postId: post!.postId, uid, createdAt: post!.createdAt + HOUR })));
      const said = rng.int(0, 3);
      if (said > 0)
        await tx.insert(comments).values(
          Array.from({ length: said }, (_, k) => {
            const i = c.people[(p + k + 1) % c.people.length]!;
            return {
              articleId: post!.postId,
              source: POST_SOURCE,
              parentId: 0,
              threadId: 0,
              uid: uidOf(i),
              userName: PEOPLE[i]!,
              content: rng.pick(LINES),
              pics: [],
              official: 0,
              status: COMMENT_STATUS.approved,
              countPraise: 0,
              countReply: 0,
              isWonderful: 0,
              createdAt: Math.min(now, post!.createdAt + (k + 1) * 20 * 60_000),
            };
          }),
        );
    }
  }
};
