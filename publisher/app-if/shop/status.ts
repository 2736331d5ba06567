import type { ProductRow } from '../../db/schema/index.ts';

/** A product's exchangeStatus on the wire: what a reader could do with it now. */
export const EXCHANGE_STATUS = { notStarted: 0, open: 1, ended: 2, soldOut: 3 } as const;

/** The window first (a product that has not started or has ended says so, stock or not), then the stock. */
export function exchangeStatus(p: Pick<ProductRow, 'startAt' | 'endAt' | 'stock'>, now: number): number {
  if (now < p.startAt) return EXCHANGE_STATUS.notStarted;
  if (now > p.endAt) return EXCHANGE_STATUS.ended;
  return p.stock > 0 ? EXCHANGE_STATUS.open : EXCHANGE_STATUS.soldOut;
}
