import { and, count, desc, eq, gte, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { exchanges, members, products, type ProductRow } from '../../db/schema/index.ts';
import { periodStart } from './period.ts';

export const PRODUCT_PAGE = 20;

export async function productById(db: Db, productId: number): Promise<ProductRow | undefined> {
  const [row] = await db.select().from(products).where(eq(products.productId, productId)).limit(1);
  return row;
}

/** How many times the member exchanged the product in the limit's current period. */
export async function exchangedInPeriod(
  db: Db,
  uid: number,
  p: Pick<ProductRow, 'productId' | 'limitPeriod'>,
  now: number,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(exchanges)
    .where(
      and(
        eq(exchanges.uid, uid),
        eq(exchanges.productId, p.productId),
        gte(exchanges.createdAt, periodStart(p.limitPeriod, now)),
      ),
    );
  return Number(row?.n ?? 0);
}

/**
 * What the product's page shows a signed-in member: their points (a string, as amuc's `member/score`), how many more
 * they may exchange in the limit's period (-1: no limit) and where their last goods went (offered again).
 */
export async function memberStanding(db: Db, uid: number, p: ProductRow, now: number) {
  const [member] = await db.select({ score: members.score }).from(members).where(eq(members.uid, uid));
  const used = p.limitCount > 0 ? await exchangedInPeriod(db, uid, p, now) : 0;
  const [last] = await db
    .select({
      name: exchanges.receiverName,
      phone: exchanges.receiverPhone,
      address: exchanges.receiverAddress,
    })
    .from(exchanges)
    .where(and(eq(exchanges.uid, uid), isNotNull(exchanges.receiverAddress)))
    .orderBy(desc(exchanges.createdAt), desc(exchanges.exchangeId))
    .limit(1);
  return {
    score: String(member?.score ?? 0),
    limitLeft: p.limitCount > 0 ? Math.max(0, p.limitCount - used) : -1,
    receiver: { name: last?.name ?? '', phone: last?.phone ?? '', address: last?.address ?? '' },
  };
}
