import { columns } from '../db/schema/index.ts';
import type { AreaSeeder } from './areas.ts';
import { PLACES, TITLES } from './pools.ts';

type ColumnSeed = {
  columnId: number;
  parentId: number;
  name: string;
  columnStyle: string;
  topCount: number;
  orderId: number;
  lang: string;
  description: string;
  columnType: string;
};

/** The demo columns: the spec's areas, one Tibetan, one English, one style the client filters out (410). */
const COLUMN_SEEDS: ColumnSeed[] = [
  {
    columnId: 1,
    parentId: 0,
    name: '首页',
    columnStyle: '201',
    topCount: 5,
    orderId: 1,
    lang: 'zh',
    description: '青岚日报首页',
    columnType: '4003',
  },
  {
    columnId: 2,
    parentId: 0,
    name: '本地',
    columnStyle: '101',
    topCount: 0,
    orderId: 2,
    lang: 'zh',
    description: '青岚本地新闻',
    columnType: '4003',
  },
  {
    columnId: 3,
    parentId: 0,
    name: '时政',
    columnStyle: '101',
    topCount: 0,
    orderId: 3,
    lang: 'zh',
    description: '青岚时政要闻',
    columnType: '4003',
  },
  {
    columnId: 4,
    parentId: 0,
    name: '视频',
    columnStyle: '225',
    topCount: 0,
    orderId: 4,
    lang: 'zh',
    description: '青岚视频',
    columnType: '4003',
  },
  {
    columnId: 5,
    parentId: 0,
    name: '专题',
    columnStyle: '227',
    topCount: 0,
    orderId: 5,
    lang: 'zh',
    description: '专题报道',
    columnType: '4003',
  },
  {
    columnId: 6,
    parentId: 0,
    name: '直播',
    columnStyle: '101',
    topCount: 0,
    orderId: 6,
    lang: 'zh',
    description: '青岚直播',
    columnType: '4003',
  },
  {
    columnId: 7,
    parentId: 0,
    name: '活动',
    columnStyle: '221',
    topCount: 0,
    orderId: 7,
    lang: 'zh',
    description: '读者活动',
    columnType: '4003',
  },
  {
    columnId: 8,
    parentId: 0,
    name: 'བོད་ཡིག',
    columnStyle: '101',
    topCount: 0,
    orderId: 8,
    lang: 'bo',
    description: 'བོད་ཡིག་གི་གསར་འགྱུར།',
    columnType: '4003',
  },
  {
    columnId: 9,
    parentId: 0,
    name: 'English',
    columnStyle: '101',
    topCount: 0,
    orderId: 9,
    lang: 'en',
    description: 'Qinglan Daily in English',
    columnType: '4003',
  },
  {
    columnId: 10,
    parentId: 0,
    name: '便民服务',
    columnStyle: '410',
    topCount: 0,
    orderId: 10,
    lang: 'zh',
    description: '便民服务入口',
    columnType: '4002',
  },
  {
    columnId: 21,
    parentId: 2,
    name: '溪口',
    columnStyle: '101',
    topCount: 0,
    orderId: 1,
    lang: 'zh',
    description: '溪口区新闻',
    columnType: '4003',
  },
  {
    columnId: 22,
    parentId: 2,
    name: '云栖',
    columnStyle: '101',
    topCount: 0,
    orderId: 2,
    lang: 'zh',
    description: '云栖县新闻',
    columnType: '4003',
  },
  ...[0, 1, 2, 3, 4].map((i) => ({
    columnId: 51 + i,
    parentId: 5,
    name: (TITLES.special[i] ?? '').replace('专题｜', '').replace('{place}', PLACES[i] ?? ''),
    columnStyle: '101',
    topCount: 0,
    orderId: i + 1,
    lang: 'zh',
    description: '专题栏目',
    columnType: '4003',
  })),
  // Two of the special topics have sub-columns (specDetail's sections); the other three have none.
  ...[
    [51, ['最新进展', '十年变迁', '图说青岚']],
    [52, ['产业兴旺', '乡村新貌']],
  ]
    .flatMap(([parentId, names]) =>
      (names as string[]).map((name, i) => ({ parentId: parentId as number, name, i })),
    )
    .map(({ parentId, name, i }, n) => ({
      columnId: 61 + n,
      parentId,
      name,
      columnStyle: '101',
      topCount: 0,
      orderId: i + 1,
      lang: 'zh',
      description: `专题子栏目：${name}`,
      columnType: '4003',
    })),
];

/** The column tree; nothing drawn. */
/** The column's path from the top: its names joined by `~` (casNames) and its depth (level). */
function path(c: (typeof COLUMN_SEEDS)[number]): { casNames: string; level: number } {
  const parent = COLUMN_SEEDS.find((p) => p.columnId === c.parentId);
  if (!parent) return { casNames: c.name, level: 1 };
  const above = path(parent);
  return { casNames: `${above.casNames}~${c.name}`, level: above.level + 1 };
}

export const seedArea: AreaSeeder = async (tx) => {
  await tx
    .insert(columns)
    .values(COLUMN_SEEDS.map((c) => ({ ...c, ...path(c), iconRef: null, linkUrl: '' })));
};
