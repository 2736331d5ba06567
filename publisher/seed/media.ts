// The media demo: galleries of 5–20 captioned pictures, videos whose addresses are real HLS streams, and articles
// with audio (docs/media.md). Its own articles; the article area's stay as they were.
import { articleAudio, articles, columnArticles, images, type BodyImage } from '../db/schema/index.ts';
import { ID_RANGES, type AreaSeeder } from './areas.ts';
import { PLACES, REPORTER_NAMES, SITE } from './pools.ts';

const GALLERY_COLUMN = 2;
const VIDEO_COLUMN = 4;
const NEWS_COLUMN = 3;

const GALLERIES = [
  { title: '组图｜青岚湖四季', size: 12 },
  { title: '组图｜老街新颜：{place}改造前后', size: 8 },
  { title: '组图｜青岚港的一天', size: 20 },
  { title: '组图｜{place}的秋收', size: 5 },
];

const CAPTIONS = [
  '清晨，薄雾笼罩着{place}的湖面。',
  '渔船陆续返港，码头上一片忙碌。',
  '改造后的老街保留了青石板路和木格窗。',
  '市民在新建的滨水步道上散步。',
  '志愿者为游客讲解{place}的历史。',
  '航拍视角下的青岚湖湿地。',
  '孩子们在稻田边追逐嬉戏。',
  '夕阳把{place}的屋檐染成金色。',
  '夜幕降临，古街的灯笼次第亮起。',
  '农户们把晒好的稻谷装袋入仓。',
  '雨后初晴，远山如黛。',
  '摄影爱好者在观景台等待日出。',
];

const VIDEOS = [
  { title: '视频｜三分钟看懂青岚湖生态修复', audio: false },
  { title: '视频｜{place}非遗传承人的一天', audio: false },
  { title: '视频｜航拍青岚港新貌', audio: true },
];

const AUDIO_ARTICLES = [
  { title: '听新闻｜今日青岚早报', audioTitle: '青岚早报 语音版' },
  { title: '听新闻｜{place}社区的“银发课堂”', audioTitle: '银发课堂 音频报道' },
  { title: '听新闻｜一周要闻回顾', audioTitle: '一周要闻 语音播报' },
];

const PARAGRAPHS = [
  '记者近日走进{place}，记录下这里的变化。',
  '据介绍，相关工程已于今年上半年全部完工，周边环境明显改善。',
  '不少市民表示，家门口的风景越来越美，生活也越来越方便。',
  '下一步，当地还将继续推进配套设施建设，让更多群众受益。',
];

export const seedArea: AreaSeeder = async (tx, { now, rng }) => {
  const fill = (text: string) => text.replaceAll('{place}', () => rng.pick(PLACES));
  const imageRows: (typeof images.$inferInsert)[] = [];
  const picture = (label: string, publishedAt: number, shape: readonly [number, number]) => {
    const d = new Date(publishedAt + 8 * 3_600_000);
    const ym = `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
    const hex = Array.from({ length: 16 }, () => rng.int(0, 15).toString(16)).join('');
    const ref = `${ym}/${String(d.getUTCDate()).padStart(2, '0')}/${hex}.jpg`;
    const [width, height] = shape;
    imageRows.push({ ref, format: 'jpg', width, height, label, hue: rng.int(0, 359), motif: rng.int(0, 3) });
    return ref;
  };
  const body = (n: number, placeholders: number) =>
    Array.from({ length: n }, (_, i) => {
      const figure = i < placeholders ? `<!--IMAGEARRAY#${i}-->` : '';
      return `<p>${fill(rng.pick(PARAGRAPHS))}</p>${figure}`;
    }).join('');

  let fileId = ID_RANGES.article.mediaFileId.first;
  const rows: (typeof articles.$inferInsert)[] = [];
  const audioRows: (typeof articleAudio.$inferInsert)[] = [];
  const base = (columnId: number, articleType: number, title: string, publishedAt: number) => ({
    fileId: fileId++,
    columnId,
    articleType,
    status: 1,
    lang: 'zh',
    title,
    listTitle: '',
    subTitle: '',
    leadTitle: '',
    source: SITE.siteName,
    author: rng.pick(REPORTER_NAMES),
    credits: { source: SITE.siteName, cameraman: rng.pick(REPORTER_NAMES) },
    reporterIds: [],
    tags: [],
    mark: '',
    publishedAt,
    linkId: 0,
    url: '',
    liveStatus: 0,
    liveConfig: null,
    shareClosed: 0,
    discussClosed: 0,
    countClick: rng.int(100, 50_000),
    countPraise: rng.int(0, 500),
    countShare: rng.int(0, 100),
    countDiscuss: 0,
  });

  for (const gallery of GALLERIES) {
    const publishedAt = now - rng.int(30, 5 * 24 * 60) * 60_000;
    const bodyImages: BodyImage[] = Array.from({ length: gallery.size }, (_, i) => ({
      ref: picture(
        `G${i + 1}`,
        publishedAt,
        rng.pick([
          [800, 600],
          [750, 422],
          [600, 800],
        ] as const),
      ),
      summary: fill(CAPTIONS[i % CAPTIONS.length]!),
    }));
    const text = fill(rng.pick(PARAGRAPHS));
    rows.push({
      ...base(GALLERY_COLUMN, 1, fill(gallery.title), publishedAt),
      abstract: text.slice(0, 60),
      content: `<p>${text}</p>`,
      titleImageRef: bodyImages[0]!.ref,
      picRatio: '4:3',
      picType: 1,
      bodyImages,
      videoUrl: '',
      duration: 0,
    });
  }

  for (const video of VIDEOS) {
    const publishedAt = now - rng.int(30, 5 * 24 * 60) * 60_000;
    const id = fileId;
    rows.push({
      ...base(VIDEO_COLUMN, 2, fill(video.title), publishedAt),
      abstract: fill(rng.pick(PARAGRAPHS)).slice(0, 60),
      content: body(3, 0),
      titleImageRef: picture(`V${id}`, publishedAt, [750, 422]),
      picRatio: '16:9',
      picType: 2,
      bodyImages: [],
      videoUrl: `/media/hls/${id}.m3u8`,
      // the demo films are twenty seconds long (publisher/media/films.ts)
      duration: 20,
    });
    if (video.audio) {
      audioRows.push({ fileId: id, url: '/media/audio/tone2.m4a', title: '航拍解说 音频版', duration: 60 });
    }
  }

  for (const [i, item] of AUDIO_ARTICLES.entries()) {
    const publishedAt = now - rng.int(30, 3 * 24 * 60) * 60_000;
    const id = fileId;
    const pictureRef = picture(`A${id}`, publishedAt, [800, 600]);
    rows.push({
      ...base(NEWS_COLUMN, 0, fill(item.title), publishedAt),
      abstract: fill(rng.pick(PARAGRAPHS)).slice(0, 60),
      content: body(8, 1),
      titleImageRef: pictureRef,
      picRatio: '4:3',
      picType: 1,
      bodyImages: [{ ref: pictureRef, summary: fill(rng.pick(CAPTIONS)) }],
      videoUrl: '',
      duration: 0,
    });
    audioRows.push({
      fileId: id,
      url: `/media/audio/tone${i % 3}.m4a`,
      title: item.audioTitle,
      duration: 60,
    });
  }

  if (fileId - 1 > ID_RANGES.article.mediaFileId.last) throw new Error('media ids past their block');
  await tx.insert(images).values(imageRows).onConflictDoNothing();
  await tx.insert(articles).values(rows).onConflictDoNothing();
  // seeded before lists, which places every article; a data folder whose lists were seeded before this area existed
  // gets the new articles placed in their columns here
  const [listed] = await tx.select({ fileId: columnArticles.fileId }).from(columnArticles).limit(1);
  if (listed) {
    await tx
      .insert(columnArticles)
      .values(
        rows.map((r) => ({ columnId: r.columnId, fileId: r.fileId, pinned: 0, publishedAt: r.publishedAt })),
      )
      .onConflictDoNothing();
  }
  await tx.insert(articleAudio).values(audioRows).onConflictDoNothing();
};
