import {
  articles,
  images,
  reporters,
  type BodyImage,
  type Credits,
  type LiveConfig,
} from '../db/schema/index.ts';
import { ID_RANGES, type AreaSeeder } from './areas.ts';
import type { Random } from './random.ts';
import {
  EDITOR_NAMES,
  ENGLISH_SENTENCES,
  ENGLISH_TITLES,
  IMAGE_CAPTIONS,
  MARKS,
  PLACES,
  REPORTER_DUTIES,
  REPORTER_NAMES,
  SENTENCES,
  SITE,
  TAGS,
  TIBETAN_SENTENCES,
  TIBETAN_TITLES,
  TITLES,
  type Topic,
} from './pools.ts';

type ImageSeed = {
  ref: string;
  format: 'jpg' | 'png' | 'gif';
  width: number;
  height: number;
  label: string;
  hue: number;
  motif: number;
};

type ArticleSeed = {
  fileId: number;
  columnId: number;
  articleType: number;
  status: number;
  lang: string;
  title: string;
  listTitle: string;
  subTitle: string;
  leadTitle: string;
  abstract: string;
  content: string;
  source: string;
  author: string;
  credits: Credits;
  reporterIds: number[];
  tags: string[];
  mark: string;
  publishedAt: number;
  titleImageRef: string | null;
  picRatio: string;
  picType: number;
  bodyImages: BodyImage[];
  videoUrl: string;
  duration: number;
  linkId: number;
  url: string;
  liveStatus: number;
  liveConfig: LiveConfig | null;
  shareClosed: number;
  discussClosed: number;
  countClick: number;
  countPraise: number;
  countShare: number;
  countDiscuss: number;
};

const RATIOS = {
  '16:9': [750, 422],
  '4:3': [800, 600],
  '3:1': [750, 250],
  '2:1': [750, 375],
  '1:1': [600, 600],
} as const;
type Ratio = keyof typeof RATIOS;

type Plan = {
  columnId: number;
  type: number;
  topic: Topic | 'english' | 'tibetan';
  count: number;
  ratio: Ratio;
};

/** Which articles each column gets: every type the spec names (0, 1, 2, 3, 4, 6, 12). */
const PLANS: Plan[] = [
  { columnId: 2, type: 0, topic: 'local', count: 40, ratio: '4:3' },
  { columnId: 21, type: 0, topic: 'local', count: 15, ratio: '4:3' },
  { columnId: 22, type: 0, topic: 'local', count: 15, ratio: '4:3' },
  { columnId: 2, type: 1, topic: 'gallery', count: 10, ratio: '4:3' },
  { columnId: 2, type: 4, topic: 'local', count: 6, ratio: '2:1' },
  { columnId: 3, type: 0, topic: 'politics', count: 35, ratio: '4:3' },
  { columnId: 4, type: 2, topic: 'video', count: 25, ratio: '16:9' },
  { columnId: 5, type: 3, topic: 'special', count: 5, ratio: '3:1' },
  ...[51, 52, 53, 54, 55].map((columnId): Plan => ({
    columnId,
    type: 0,
    topic: 'local',
    count: 5,
    ratio: '4:3',
  })),
  { columnId: 6, type: 6, topic: 'live', count: 8, ratio: '16:9' },
  { columnId: 7, type: 12, topic: 'activity', count: 6, ratio: '2:1' },
  { columnId: 7, type: 0, topic: 'activity', count: 4, ratio: '2:1' },
  { columnId: 8, type: 0, topic: 'tibetan', count: 8, ratio: '4:3' },
  { columnId: 9, type: 0, topic: 'english', count: 8, ratio: '4:3' },
];

const DAY = 86_400_000;

type SeedOutput = {
  articles: ArticleSeed[];
  images: ImageSeed[];
  reporters: { id: number; name: string; duty: string; description: string; photoRef: string }[];
};

/**
 * The articles, their pictures and the reporters who sign them; `now` anchors publish times so the site looks current.
 * Site URLs are stored as paths. The draws come in the order they always did, so the demo's articles stay as they were.
 */
function generateArticles(rng: Random, now: number): SeedOutput {
  const images: ImageSeed[] = [];
  const imageRef = (
    publishedAt: number,
    ratio: Ratio,
    label: string,
    format: ImageSeed['format'] = 'jpg',
  ) => {
    const d = new Date(publishedAt + 8 * 3_600_000);
    const ym = `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
    const dd = String(d.getUTCDate()).padStart(2, '0');
    const id = Array.from({ length: 16 }, () => rng.int(0, 15).toString(16)).join('');
    const [width, height] = RATIOS[ratio];
    const ref = `${ym}/${dd}/${id}.${format}`;
    images.push({ ref, format, width, height, label, hue: rng.int(0, 359), motif: rng.int(0, 3) });
    return ref;
  };

  const reporters = REPORTER_NAMES.map((name, i) => ({
    id: ID_RANGES.article.reporterId.first + i,
    name,
    duty: rng.pick(REPORTER_DUTIES),
    description: `${name}，${rng.pick(REPORTER_DUTIES)}，长期关注${rng.pick(TAGS)}领域报道。`,
    photoRef: imageRef(now - 400 * DAY, '1:1', name.slice(0, 1) === '' ? 'R' : `R${i + 1}`, 'png'),
  }));

  const fill = (template: string) =>
    template.replaceAll('{place}', () => rng.pick(PLACES)).replaceAll('{n}', () => String(rng.int(3, 98)));

  const articles: ArticleSeed[] = [];
  let fileId = ID_RANGES.article.fileId.first;
  for (const plan of PLANS) {
    for (let i = 0; i < plan.count; i++) {
      // Spread over 60 days, newest first in id order is not guaranteed: real feeds mix.
      const publishedAt = now - rng.int(10, 60 * 24 * 60) * 60_000;
      articles.push(writeArticle(fileId++, plan, i, publishedAt));
    }
  }
  // Drafts: only visible with preview=1.
  for (const article of rng.sample(
    articles.filter((a) => a.articleType === 0 && a.lang === 'zh'),
    3,
  ))
    article.status = 0;

  function writeArticle(id: number, plan: Plan, index: number, publishedAt: number): ArticleSeed {
    const lang = plan.topic === 'english' ? 'en' : plan.topic === 'tibetan' ? 'bo' : 'zh';
    const title =
      plan.topic === 'english'
        ? fill(rng.pick(ENGLISH_TITLES))
        : plan.topic === 'tibetan'
          ? rng.pick(TIBETAN_TITLES)
          : fill(TITLES[plan.topic][index % TITLES[plan.topic].length] ?? '');
    const pool =
      plan.topic === 'english'
        ? ENGLISH_SENTENCES
        : plan.topic === 'tibetan'
          ? TIBETAN_SENTENCES
          : SENTENCES[plan.topic];
    const paragraphs = Array.from({ length: rng.int(3, 6) }, () =>
      Array.from({ length: rng.int(2, 4) }, () => fill(rng.pick(pool))).join(''),
    );
    const bodyImageCount = plan.type === 1 ? rng.int(4, 8) : plan.type === 0 ? rng.int(0, 3) : 0;
    const bodyImages: BodyImage[] = Array.from({ length: bodyImageCount }, () => ({
      ref: imageRef(publishedAt, rng.pick(['16:9', '4:3', '1:1'] as const), `P${id}`),
      summary: lang === 'zh' ? fill(rng.pick(IMAGE_CAPTIONS)) : '',
    }));
    // Body images sit between paragraphs as <!--IMAGEARRAY#n--> placeholders, as the Founder server writes them.
    const content = paragraphs
      .map((p, n) => `<p>${p}</p>${n < bodyImages.length ? `<!--IMAGEARRAY#${n}-->` : ''}`)
      .join('');
    const gifTitle = plan.type === 12 && index < 2;
    const titleImageRef = rng.chance(plan.type === 0 ? 0.85 : 1)
      ? imageRef(publishedAt, plan.ratio, `${id}`, gifTitle ? 'gif' : 'jpg')
      : null;
    const reporterIds = lang === 'zh' ? rng.sample(reporters, rng.int(1, 2)).map((r) => r.id) : [];
    const reporterNames = reporterIds.map((rid) => reporters.find((r) => r.id === rid)?.name ?? '');
    const credits: Credits = {
      source: SITE.siteName,
      editor: rng.pick(EDITOR_NAMES),
      liability: rng.pick(EDITOR_NAMES),
      checker: rng.pick(EDITOR_NAMES),
      ...(rng.chance(0.6)
        ? {
            approver: rng.pick(EDITOR_NAMES),
            reviewer: rng.pick(EDITOR_NAMES),
            finalReviewer: rng.pick(EDITOR_NAMES),
          }
        : {}),
      ...(rng.chance(0.3) ? { planner: rng.pick(EDITOR_NAMES) } : {}),
      ...(plan.type === 1 || rng.chance(0.3) ? { cameraman: rng.pick(REPORTER_NAMES) } : {}),
      ...(rng.chance(0.2) ? { drawer: rng.pick(EDITOR_NAMES) } : {}),
      ...(rng.chance(0.2) ? { collaborator: rng.pick(EDITOR_NAMES) } : {}),
      ...(plan.type === 2 ? { director: rng.pick(EDITOR_NAMES) } : {}),
      ...(rng.chance(0.15) ? { intern: rng.pick(['陶小满', '沈一禾', '简宁']) } : {}),
      ...(rng.chance(0.15) ? { correspondent: rng.pick(['通讯员 彭家和', '通讯员 梁秋']) } : {}),
    };
    // Reads spread log-uniformly from 0 to ~1.5 million so every count format shows (k+, w+, 10w+, 100w+).
    const countClick = rng.chance(0.05) ? 0 : Math.floor(10 ** (rng.next() * 6.2));
    const liveStatus = plan.type === 6 ? index % 3 : 0;
    const liveConfig: LiveConfig | null =
      plan.type === 6
        ? {
            videos: [
              {
                appLiveUrl: liveStatus === 1 ? `/media/live/${id}.m3u8` : '',
                appPlaybackUrl: liveStatus === 2 ? `/media/playback/${id}.mp4` : '',
                playbackUrls: liveStatus === 2 ? [`/media/playback/${id}.mp4`] : [],
              },
            ],
            users: reporterNames,
            appBannerRef: titleImageRef,
          }
        : null;
    return {
      fileId: id,
      columnId: plan.columnId,
      articleType: plan.type,
      status: 1,
      lang,
      title,
      listTitle: rng.chance(0.2) ? title.replace(/^.+｜/, '') : '',
      subTitle: rng.chance(0.2) ? fill(rng.pick(SENTENCES.local)).slice(0, 20) : '',
      leadTitle: rng.chance(0.1) ? `${SITE.city}融媒体中心报道` : '',
      abstract: (paragraphs[0] ?? '').replace(/<[^>]+>/g, '').slice(0, 60),
      content,
      source: lang === 'zh' ? SITE.siteName : lang === 'en' ? SITE.englishName : 'ཆིང་ལན་ཉིན་རེའི་ཚགས་པར།',
      author: reporterNames.join(' '),
      credits,
      reporterIds,
      tags: lang === 'zh' ? rng.sample(TAGS, rng.int(0, 3)) : [],
      mark: rng.pick(MARKS),
      publishedAt,
      titleImageRef,
      picRatio: plan.ratio,
      picType: titleImageRef ? (plan.ratio === '16:9' ? 2 : 1) : 0,
      bodyImages,
      // a real HLS stream of one of the demo films (publisher/media/films.ts)
      videoUrl: plan.type === 2 ? `/media/hls/${id}.m3u8` : '',
      duration: plan.type === 2 ? rng.int(30, 600) : 0,
      linkId: plan.type === 3 ? 51 + index : plan.type === 6 ? ID_RANGES.article.liveRoomId.first + index : 0,
      url:
        plan.type === 4
          ? `https://www.example.org/qinglan/${id}.html`
          : plan.type === 12
            ? `/h5/${id}.html`
            : '',
      liveStatus,
      liveConfig,
      shareClosed: rng.chance(0.05) ? 1 : 0,
      discussClosed: rng.chance(0.1) ? 1 : 0,
      countClick,
      countPraise: Math.floor(countClick * rng.next() * 0.05),
      countShare: Math.floor(countClick * rng.next() * 0.01),
      countDiscuss: 0,
    };
  }

  return { articles, images, reporters };
}

export const seedArea: AreaSeeder = async (tx, { now, rng }) => {
  const site = generateArticles(rng, now);
  await tx.insert(reporters).values(site.reporters);
  await tx.insert(images).values(site.images).onConflictDoNothing();
  for (let i = 0; i < site.articles.length; i += 50) {
    await tx.insert(articles).values(site.articles.slice(i, i + 50));
  }
};
