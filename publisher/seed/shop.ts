// The points shop's demo (积分商城, issue 45): 青岚日报's own goods and two partners' codes, one of each state a
// reader meets: open, the last few left, not started yet, ended, sold out. No exchanges: members make those.
import { images, products, type LimitPeriod, type ProductKind } from '../db/schema/index.ts';
import { ID_RANGES, type AreaSeeder } from './areas.ts';

const DAY = 86_400_000;

const body = (paragraphs: string[]) => paragraphs.map((p) => `<p>${p}</p>`).join('');

/** One product a row; its description is in DESCRIPTIONS under its title. */
type Row = [
  title: string,
  /** the pictures' caption (Latin: the demo pictures are drawn without CJK fonts) */
  label: string,
  pictures: number,
  kind: ProductKind,
  price: number,
  stock: number,
  exchanged: number,
  limit: [count: number, period: LimitPeriod],
  /** days from now the window opens and closes */
  window: [opens: number, closes: number],
];

const PRODUCTS: Row[] = [
  ['青岚日报定制帆布袋', 'Canvas tote', 3, 'goods', 300, 120, 86, [1, 'month'], [-20, 60]],
  ['青岚湖主题保温杯', 'Vacuum flask', 2, 'goods', 800, 40, 23, [1, 'once'], [-10, 50]],
  ['中秋月饼礼盒', 'Mooncakes', 2, 'goods', 1500, 5, 45, [1, 'once'], [-5, 15]],
  ['视频会员月卡兑换券', 'Video pass', 1, 'virtual', 600, 200, 138, [1, 'month'], [-30, 90]],
  ['10 元话费充值码', 'Top-up code', 1, 'virtual', 1000, 100, 57, [2, 'week'], [-30, 90]],
  ['青岚日报新年台历', 'Desk calendar', 2, 'goods', 400, 300, 0, [2, 'once'], [10, 70]],
  ['端午手工香囊', 'Sachet', 1, 'goods', 200, 12, 188, [1, 'once'], [-40, -10]],
  ['青岚湖景区门票', 'Park ticket', 1, 'virtual', 500, 0, 300, [1, 'month'], [-15, 45]],
];

const DESCRIPTIONS: Record<string, string[]> = {
  青岚日报定制帆布袋: [
    '加厚帆布，印有青岚日报创刊题字，可装下一周的报纸和一台笔记本电脑。',
    '尺寸约 38×42 厘米，颜色随机发放。兑换后七个工作日内寄出。',
  ],
  青岚湖主题保温杯: [
    '316 不锈钢内胆，容量 450 毫升，杯身印青岚湖晨景。',
    '每位会员限兑一次。<strong>请勿用于盛装碳酸饮料。</strong>',
  ],
  中秋月饼礼盒: [
    '老字号“望湖斋”出品，五仁、豆沙、莲蓉、蛋黄四种口味共八枚。',
    '仅剩最后几盒，兑完即止。中秋节前统一寄出，偏远地区不发货。',
  ],
  视频会员月卡兑换券: [
    '兑换后立即获得兑换码，在合作视频平台“会员中心 — 兑换”中输入即可开通一个月会员。',
    '兑换码有效期至本年度 12 月 31 日，过期作废，不退积分。',
  ],
  '10 元话费充值码': [
    '兑换后立即获得充值码，支持三大运营商手机号，在运营商客户端“充值卡充值”中使用。',
    '每位会员每周最多兑换两次。',
  ],
  青岚日报新年台历: ['收录本报摄影记者一年来拍摄的十二幅青岚风光，每月一页。', '下旬开放兑换，敬请期待。'],
  端午手工香囊: ['柳塘乡非遗传承人手工缝制，内装艾草、菖蒲等香料。', '端午兑换活动已结束，感谢参与。'],
  青岚湖景区门票: ['兑换后获得电子票码，凭码在景区东门检票入园，限本人当日使用。', '本期门票已全部兑完。'],
};

export const seedArea: AreaSeeder = async (tx, { now, rng }) => {
  const first = ID_RANGES.shop.productId.first;
  const day = new Date(now + 8 * 3_600_000);
  const dated = `${day.getUTCFullYear()}-${String(day.getUTCMonth() + 1).padStart(2, '0')}/${String(day.getUTCDate()).padStart(2, '0')}`;
  const pictureRows: (typeof images.$inferInsert)[] = [];
  const rows = PRODUCTS.map(([title, label, pictures, kind, price, stock, exchanged, limit, window], i) => {
    const productId = first + i;
    const pictureRefs = Array.from({ length: pictures }, (_, n) => {
      const ref = `${dated}/shop-${productId}-${n + 1}.jpg`;
      pictureRows.push({
        ref,
        format: 'jpg',
        width: 800,
        height: 800,
        label,
        hue: rng.int(0, 359),
        motif: rng.int(0, 3),
      });
      return ref;
    });
    return {
      productId,
      title,
      content: body(DESCRIPTIONS[title] ?? []),
      pictureRefs,
      price,
      stock,
      exchanged,
      kind,
      limitCount: limit[0],
      limitPeriod: limit[1],
      startAt: now + window[0] * DAY,
      endAt: now + window[1] * DAY,
      // the list shows the newest first: in this order
      publishedAt: now - (i + 1) * 3_600_000,
    };
  });
  if (first + rows.length - 1 > ID_RANGES.shop.productId.last) throw new Error('shop ids past their block');
  await tx.insert(images).values(pictureRows).onConflictDoNothing();
  await tx.insert(products).values(rows);
};
