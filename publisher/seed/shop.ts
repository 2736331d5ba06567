// The points shop's demo (积分商城, issue 45): 青岚日报's own goods and two partners' codes, one of each state a
// reader meets: open, the last few left, not started yet, ended, sold out. No exchanges: members make those.
import { images, products, type LimitPeriod, type ProductKind } from '../db/schema/index.ts';
import { ID_RANGES, type AreaSeeder } from './areas.ts';

const DAY = 86_400_000;

const body = (paragraphs: string[]) => paragraphs.map((p) => `<p>${p}</p>`).join('');

type DemoProduct = {
  title: string;
  /** the picture's caption (Latin: the demo pictures are drawn without CJK fonts) */
  label: string;
  pictures: number;
  kind: ProductKind;
  price: number;
  stock: number;
  exchanged: number;
  limit: [number, LimitPeriod];
  /** days from now the window opens and closes */
  window: [number, number];
  content: string;
};

const PRODUCTS: DemoProduct[] = [
  {
    title: '青岚日报定制帆布袋',
    label: 'Canvas tote',
    pictures: 3,
    kind: 'goods',
    price: 300,
    stock: 120,
    exchanged: 86,
    limit: [1, 'month'],
    window: [-20, 60],
    content: body([
      '加厚帆布，印有青岚日报创刊题字，可装下一周的报纸和一台笔记本电脑。',
      '尺寸约 38×42 厘米，颜色随机发放。兑换后七个工作日内寄出。',
    ]),
  },
  {
    title: '青岚湖主题保温杯',
    label: 'Vacuum flask',
    pictures: 2,
    kind: 'goods',
    price: 800,
    stock: 40,
    exchanged: 23,
    limit: [1, 'once'],
    window: [-10, 50],
    content: body([
      '316 不锈钢内胆，容量 450 毫升，杯身印青岚湖晨景。',
      '每位会员限兑一次。<strong>请勿用于盛装碳酸饮料。</strong>',
    ]),
  },
  {
    title: '中秋月饼礼盒',
    label: 'Mooncakes',
    pictures: 2,
    kind: 'goods',
    price: 1500,
    stock: 5,
    exchanged: 45,
    limit: [1, 'once'],
    window: [-5, 15],
    content: body([
      '老字号“望湖斋”出品，五仁、豆沙、莲蓉、蛋黄四种口味共八枚。',
      '仅剩最后几盒，兑完即止。中秋节前统一寄出，偏远地区不发货。',
    ]),
  },
  {
    title: '视频会员月卡兑换券',
    label: 'Video pass',
    pictures: 1,
    kind: 'virtual',
    price: 600,
    stock: 200,
    exchanged: 138,
    limit: [1, 'month'],
    window: [-30, 90],
    content: body([
      '兑换后立即获得兑换码，在合作视频平台“会员中心 — 兑换”中输入即可开通一个月会员。',
      '兑换码有效期至本年度 12 月 31 日，过期作废，不退积分。',
    ]),
  },
  {
    title: '10 元话费充值码',
    label: 'Top-up code',
    pictures: 1,
    kind: 'virtual',
    price: 1000,
    stock: 100,
    exchanged: 57,
    limit: [2, 'week'],
    window: [-30, 90],
    content: body([
      '兑换后立即获得充值码，支持三大运营商手机号，在运营商客户端“充值卡充值”中使用。',
      '每位会员每周最多兑换两次。',
    ]),
  },
  {
    title: '青岚日报新年台历',
    label: 'Desk calendar',
    pictures: 2,
    kind: 'goods',
    price: 400,
    stock: 300,
    exchanged: 0,
    limit: [2, 'once'],
    window: [10, 70],
    content: body(['收录本报摄影记者一年来拍摄的十二幅青岚风光，每月一页。', '下旬开放兑换，敬请期待。']),
  },
  {
    title: '端午手工香囊',
    label: 'Sachet',
    pictures: 1,
    kind: 'goods',
    price: 200,
    stock: 12,
    exchanged: 188,
    limit: [1, 'once'],
    window: [-40, -10],
    content: body(['柳塘乡非遗传承人手工缝制，内装艾草、菖蒲等香料。', '端午兑换活动已结束，感谢参与。']),
  },
  {
    title: '青岚湖景区门票',
    label: 'Park ticket',
    pictures: 1,
    kind: 'virtual',
    price: 500,
    stock: 0,
    exchanged: 300,
    limit: [1, 'month'],
    window: [-15, 45],
    content: body(['兑换后获得电子票码，凭码在景区东门检票入园，限本人当日使用。', '本期门票已全部兑完。']),
  },
];

export const seedArea: AreaSeeder = async (tx, { now, rng }) => {
  const first = ID_RANGES.shop.productId.first;
  const day = new Date(now + 8 * 3_600_000);
  const dated = `${day.getUTCFullYear()}-${String(day.getUTCMonth() + 1).padStart(2, '0')}/${String(day.getUTCDate()).padStart(2, '0')}`;
  const pictureRows: (typeof images.$inferInsert)[] = [];
  const rows = PRODUCTS.map((p, i) => {
    const productId = first + i;
    const pictureRefs = Array.from({ length: p.pictures }, (_, n) => {
      const ref = `${dated}/shop-${productId}-${n + 1}.jpg`;
      pictureRows.push({
        ref,
        format: 'jpg',
        width: 800,
        height: 800,
        label: p.label,
        hue: rng.int(0, 359),
        motif: rng.int(0, 3),
      });
      return ref;
    });
    return {
      productId,
      title: p.title,
      content: p.content,
      pictureRefs,
      price: p.price,
      stock: p.stock,
      exchanged: p.exchanged,
      kind: p.kind,
      limitCount: p.limit[0],
      limitPeriod: p.limit[1],
      startAt: now + p.window[0] * DAY,
      endAt: now + p.window[1] * DAY,
      // the list shows the newest first: in this order
      publishedAt: now - (i + 1) * 3_600_000,
    };
  });
  if (first + rows.length - 1 > ID_RANGES.shop.productId.last) throw new Error('shop ids past their block');
  await tx.insert(images).values(pictureRows).onConflictDoNothing();
  await tx.insert(products).values(rows);
};
