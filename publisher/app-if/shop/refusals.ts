import { PublisherError } from '../../envelope.ts';

/**
 * Why an exchange was refused, each with its own status (ours: spec §8 has none for the shop) and the words the page
 * shows (HTTP 409: the request was fine, the product's or the member's state does not allow it). Nothing was written.
 * Not signed in is the interface's own 10111/10102 (a member call).
 */
export const EXCHANGE_REFUSED = {
  insufficient: { status: 10301, message: '积分不足' },
  soldOut: { status: 10302, message: '已兑完' },
  limit: { status: 10303, message: '已达兑换上限' },
  notStarted: { status: 10304, message: '兑换未开始' },
  ended: { status: 10305, message: '兑换已结束' },
} as const;

export type ExchangeRefusal = keyof typeof EXCHANGE_REFUSED;

export const refuseExchange = (why: ExchangeRefusal) =>
  new PublisherError(409, EXCHANGE_REFUSED[why].status, EXCHANGE_REFUSED[why].message);
