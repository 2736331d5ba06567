// The short-video demo (docs/paper.md, Short video): one category of a dozen vertical films, each an article of type
// 2 playing one of the publisher's cut clips (media/clips.ts), signed by a reporter, liked and commented on.
import { articles, COMMENT_STATUS, comments, shortVideoCategories, shortVideos } from '../db/schema/index.ts';
import {
  CLIP_HEIGHT,
  CLIP_WIDTH,
  clipPlaylistPath,
  clipPosterRef,
  CLIPS,
  clipSeconds,
} from '../media/clips.ts';
import { ID_RANGES, type AreaSeeder } from './areas.ts';
import { PLACES, SITE } from './pools.ts';

const TITLES = [
  '清晨的青岚湖，雾气像一层轻纱',
  '{place}的老师傅，一把刨子用了四十年',
  '航拍：青岚港的集装箱“积木”',
  '雨后的老街，青石板亮晶晶',
  '一分钟看{place}油菜花海',
  '夜市开张！第一锅臭豆腐出炉',
  '跟着渔民出湖收网',
  '{place}孩子们的第一堂茶艺课',
  '地铁2号线东延段，我们先坐为敬',
  '晚霞把滨湖步道染成了橘色',
  '非遗剪纸，三分钟剪出一只凤凰',
  '龙舟下水前的最后一次训练',
];
const ABSTRACTS = [
  '拍摄于{place}，记者随手记录下的城市一瞬。',
  '竖屏看青岚，每天一分钟。',
  '你家门口也有这样的风景吗？欢迎留言。',
];
const COMMENT_LINES = [
  '太美了！',
  '这是{place}吗？周末去打卡',
  '看了好几遍',
  '拍得真好，求拍摄地点',
  '家乡的味道',
  '点赞👍',
];
const COMMENT_NAMES = ['青岚网友', '湖边散步的人', '小满', '读报人', 'Lin'];
/** Reporters the article area seeds (301–312): the films' authors. */
const REPORTERS = 12;
const HOUR = 3_600_000;

export const seedArea: AreaSeeder = async (tx, { now, rng }) => {
  const fill = (text: string) => text.replaceAll('{place}', () => rng.pick(PLACES));
  const categoryId = ID_RANGES.shortVideo.categoryId.first;
  await tx.insert(shortVideoCategories).values({ id: categoryId, name: '青岚随手拍', position: 0 });
  const videos = Array.from({ length: CLIPS }, (_, clip) => {
    const fileId = ID_RANGES.shortVideo.fileId.first + clip;
    const abstract = fill(rng.pick(ABSTRACTS));
    return {
      fileId,
      columnId: 0,
      articleType: 2,
      status: 1,
      lang: 'zh',
      title: fill(TITLES[clip]!),
      listTitle: '',
      subTitle: '',
      leadTitle: '',
      abstract,
      content: `<p>${abstract}</p>`,
      source: SITE.siteName,
      author: '',
      credits: { source: SITE.siteName },
      reporterIds: [ID_RANGES.article.reporterId.first + (clip % REPORTERS)],
      tags: [],
      mark: '',
      // the newest first in the category: one every few hours over the past two days
      publishedAt: now - clip * 4 * HOUR - rng.int(1, 120) * 60_000,
      titleImageRef: clipPosterRef(clip),
      picRatio: '9:16',
      picType: 2,
      bodyImages: [],
      videoUrl: clipPlaylistPath(clip),
      duration: clipSeconds(clip),
      linkId: 0,
      url: '',
      liveStatus: 0,
      liveConfig: null,
      shareClosed: 0,
      discussClosed: 0,
      countClick: rng.int(300, 5_000),
      countPraise: rng.int(10, 900),
      countShare: rng.int(0, 120),
      countDiscuss: 0,
    };
  });
  const commentRows = videos.flatMap((v) =>
    Array.from({ length: rng.int(0, 5) }, (_, n) => ({
      articleId: v.fileId,
      source: 0,
      parentId: 0,
      threadId: 0,
      uid: 0,
      userName: rng.pick(COMMENT_NAMES),
      content: fill(rng.pick(COMMENT_LINES)),
      pics: [],
      official: 0,
      status: COMMENT_STATUS.approved,
      countPraise: rng.chance(0.3) ? rng.int(1, 60) : 0,
      countReply: 0,
      isWonderful: 0,
      createdAt: Math.min(now, v.publishedAt + (n + 1) * rng.int(5, 50) * 60_000),
    })),
  );
  for (const v of videos) v.countDiscuss = commentRows.filter((c) => c.articleId === v.fileId).length;
  await tx.insert(articles).values(videos);
  await tx
    .insert(shortVideos)
    .values(videos.map((v) => ({ fileId: v.fileId, categoryId, width: CLIP_WIDTH, height: CLIP_HEIGHT })));
  if (commentRows.length > 0) await tx.insert(comments).values(commentRows);
};
