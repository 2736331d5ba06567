// The ads' demo (issue 47): four local advertisers, two feed ads on home and one in 本地, 本地's banner, the ad
// under every article, and a start page (开屏). Two articles are ad free (advClosed). No figures: readers make them.
import { ads, adFreeArticles, images, type AdPlacement } from '../db/schema/index.ts';
import { ID_RANGES, type AreaSeeder } from './areas.ts';

const DAY = 86_400_000;
const HOME = 1;
const LOCAL = 2;
/** the first seeded articles: one opened by an ad, two kept ad free */
const ARTICLE = ID_RANGES.article.fileId.first;

type DemoAd = {
  advertiser: string;
  title: string;
  /** the picture's caption (Latin: the demo pictures are drawn without CJK fonts) and its size */
  label: string;
  size: [number, number];
  placement: AdPlacement;
  columnId: number | null;
  position: number;
  link: string;
  articleId?: number;
  pageTime?: number;
};

const ADS: DemoAd[] = [
  {
    advertiser: '青岚湖景区',
    title: '青岚湖秋季游船夜航开启，周末两人同行一人半价',
    label: 'Qinglan Lake',
    size: [750, 300],
    placement: 'feed',
    columnId: HOME,
    position: 3,
    link: 'https://qinglan-lake.example/autumn',
  },
  {
    advertiser: '青岚农商银行',
    title: '青岚农商银行：存款利率上浮，手机银行一键办理',
    label: 'Qinglan Bank',
    size: [750, 300],
    placement: 'feed',
    columnId: HOME,
    position: 9,
    link: 'https://qinglan-bank.example/deposit',
  },
  {
    advertiser: '望湖斋',
    title: '望湖斋中秋月饼预订，本报读者享九折',
    label: 'Wanghu Bakery',
    size: [750, 300],
    placement: 'feed',
    columnId: LOCAL,
    position: 4,
    link: 'https://wanghuzhai.example/mooncakes',
  },
  {
    advertiser: '柳塘乡茶园',
    title: '柳塘新茶上市',
    label: 'Liutang Tea',
    size: [750, 200],
    placement: 'column',
    columnId: LOCAL,
    position: 0,
    link: 'https://liutang-tea.example/',
  },
  {
    advertiser: '青岚市马拉松组委会',
    title: '青岚马拉松报名开始，点击查看赛事详情',
    label: 'Qinglan Marathon',
    size: [750, 300],
    placement: 'article',
    columnId: null,
    position: 0,
    link: '',
    articleId: ARTICLE,
  },
  {
    advertiser: '青岚农商银行',
    title: '青岚农商银行：您身边的银行',
    label: 'Qinglan Bank',
    size: [750, 1334],
    placement: 'startPage',
    columnId: null,
    position: 0,
    link: 'https://qinglan-bank.example/',
    pageTime: 5,
  },
];

export const seedArea: AreaSeeder = async (tx, { now, rng }) => {
  const first = ID_RANGES.ads.advId.first;
  const pictureRows: (typeof images.$inferInsert)[] = [];
  const rows = ADS.map((ad, i) => {
    const advId = first + i;
    const ref = `ads/ad-${advId}.jpg`;
    pictureRows.push({
      ref,
      format: 'jpg',
      width: ad.size[0],
      height: ad.size[1],
      label: ad.label,
      hue: rng.int(0, 359),
      motif: rng.int(0, 3),
    });
    return {
      advId,
      advertiser: ad.advertiser,
      title: ad.title,
      pictureRef: ref,
      link: ad.link,
      articleId: ad.articleId ?? null,
      placement: ad.placement,
      columnId: ad.columnId,
      position: ad.position,
      adOrder: i,
      // sold for the season: a month back, two months on
      startAt: now - 30 * DAY,
      endAt: now + 60 * DAY,
      pageTime: ad.pageTime ?? 0,
      paused: false,
      createdAt: now - 30 * DAY,
    };
  });
  if (first + rows.length - 1 > ID_RANGES.ads.advId.last) throw new Error('ad ids past their block');
  await tx.insert(images).values(pictureRows).onConflictDoNothing();
  await tx.insert(ads).values(rows);
  await tx.insert(adFreeArticles).values([{ fileId: ARTICLE + 1 }, { fileId: ARTICLE + 2 }]);
};
