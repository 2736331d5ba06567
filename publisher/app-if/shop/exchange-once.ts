import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  EXCHANGE_STATE,
  exchanges,
  members,
  products,
  type ExchangeRow,
  type ProductRow,
} from '../../db/schema/index.ts';
import { spendPoints } from '../points/ledger.ts';
import { redemptionCode } from './code.ts';
import { exchangedInPeriod } from './read.ts';
import type { ExchangeRefusal } from './refusals.ts';

export type Receiver = { name: string; phone: string; address: string };

export type ExchangeRequest = {
  uid: number;
  product: ProductRow;
  now: number;
  requestKey: string | null;
  /** goods only: where they go */
  receiver: Receiver | null;
};

/** The exchange as stored and the member's points after it. */
export type Exchanged = { row: ExchangeRow; score: number };

class Refused extends Error {
  constructor(readonly why: ExchangeRefusal) {
    super(why);
  }
}

const earlierByKey = async (db: Db, uid: number, requestKey: string) =>
  (
    await db
      .select()
      .from(exchanges)
      .where(and(eq(exchanges.uid, uid), eq(exchanges.requestKey, requestKey)))
      .limit(1)
  )[0];

const scoreOf = async (db: Db, uid: number) =>
  (await db.select({ score: members.score }).from(members).where(eq(members.uid, uid)))[0]?.score ?? 0;

/**
 * One item exchanged exactly once, in one transaction: the member's row locked first (their exchanges run one after
 * another, so the request key and the limit see every earlier one), then the stock taken by a conditional update
 * (exact however many race for the last items: each waits for the row and re-reads the stock), the limit counted,
 * the points spent by a conditional update (never below 0) with their history line, the exchange written. Any
 * refusal rolls all of it back: points and stock stay as they were. The same request key again answers the first
 * exchange and writes nothing (the member's lock makes a twin wait for the first and then find it).
 */
export async function exchangeOnce(db: Db, r: ExchangeRequest): Promise<Exchanged | ExchangeRefusal> {
  try {
    return await db.transaction(async (tx) => {
      await tx.select({ uid: members.uid }).from(members).where(eq(members.uid, r.uid)).for('update');
      const earlier = r.requestKey ? await earlierByKey(tx, r.uid, r.requestKey) : undefined;
      if (earlier) return { row: earlier, score: await scoreOf(tx, r.uid) };
      const [taken] = await tx
        .update(products)
        .set({ stock: sql`${products.stock} - 1`, exchanged: sql`${products.exchanged} + 1` })
        .where(and(eq(products.productId, r.product.productId), gt(products.stock, 0)))
        .returning();
      if (!taken) throw new Refused('soldOut');
      if (taken.limitCount > 0 && (await exchangedInPeriod(tx, r.uid, taken, r.now)) >= taken.limitCount)
        throw new Refused('limit');
      const score = await spendPoints(tx, {
        uid: r.uid,
        score: taken.price,
        rule: '兑换',
        note: `兑换${taken.title}`,
        at: r.now,
      });
      if (score === undefined) throw new Refused('insufficient');
      const goods = taken.kind === 'goods';
      const [row] = await tx
        .insert(exchanges)
        .values({
          productId: taken.productId,
          uid: r.uid,
          price: taken.price,
          state: goods ? EXCHANGE_STATE.toShip : EXCHANGE_STATE.issued,
          code: goods ? null : redemptionCode(),
          receiverName: goods ? (r.receiver?.name ?? null) : null,
          receiverPhone: goods ? (r.receiver?.phone ?? null) : null,
          receiverAddress: goods ? (r.receiver?.address ?? null) : null,
          requestKey: r.requestKey,
          createdAt: r.now,
        })
        .returning();
      return { row: row!, score };
    });
  } catch (error) {
    if (error instanceof Refused) return error.why;
    throw error;
  }
}
