// Lenient readers of the points shop's answers (this edition's productList, productDetail, productExchange,
// myExchangeList): ints or strings, both id spellings, `.0` dates, `data:"empty"`; every address http(s) or left out.
import { arr, date, flag, int, listOf, pick, rec, str, type Rec } from '../lenient';
import { safeHttpUrl } from '~/lib/safeUrl';
import type {
  Exchange,
  Exchanged,
  ExchangeState,
  LimitPeriod,
  MemberStanding,
  Picture,
  Product,
  ProductKind,
  ProductPage,
  ProductState,
  ProductSummary,
  Receiver,
} from './entities';

const states: ProductState[] = ['notStarted', 'open', 'ended', 'soldOut'];
const periods: LimitPeriod[] = ['day', 'week', 'month', 'once'];
const exchangeStates: ExchangeState[] = ['toShip', 'shipped', 'issued'];

/** anything but `virtual` is goods: the page then asks where to send it rather than promising a code */
const kindOf = (v: unknown): ProductKind => (str(v) === 'virtual' ? 'virtual' : 'goods');

function pictureOf(url: unknown, width: unknown, height: unknown): Picture | undefined {
  const safe = safeHttpUrl(url);
  return safe ? { url: safe, width: Math.max(0, int(width)), height: Math.max(0, int(height)) } : undefined;
}

function summaryOf(o: Rec): ProductSummary {
  const picture = pictureOf(pick(o, 'picUrl', 'imageUrl'), o.width, o.height);
  return {
    id: int(pick(o, 'productID', 'productId', 'id')),
    title: str(o.title),
    ...(picture ? { picture } : {}),
    points: Math.max(0, int(o.score)),
    stock: Math.max(0, int(o.stock)),
    exchanged: Math.max(0, int(o.exchanged)),
    kind: kindOf(o.type),
    startAt: date(o.startTime),
    endAt: date(o.endTime),
    // an unknown state reads as ended, so nothing invites an exchange the publisher will refuse
    state: states[int(o.exchangeStatus, 2)] ?? 'ended',
  };
}

function receiverOf(raw: unknown): Receiver | undefined {
  const o = rec(raw);
  const receiver = { name: str(o.name).trim(), phone: str(o.phone).trim(), address: str(o.address).trim() };
  return receiver.name && receiver.phone && receiver.address ? receiver : undefined;
}

function standingOf(raw: unknown): MemberStanding | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  const o = rec(raw);
  const left = int(o.limitLeft, -1);
  const receiver = receiverOf(o.receiver);
  return {
    points: Math.max(0, int(o.score)),
    limitLeft: left < 0 ? null : left,
    ...(receiver ? { receiver } : {}),
  };
}

export function parseProductPage(raw: unknown): ProductPage {
  return {
    products: listOf(raw)
      .map((item) => summaryOf(rec(item)))
      .filter((p) => p.id > 0),
    hasMore: flag(rec(raw).hasMore),
  };
}

/** productDetail; null for `data:"empty"` or an answer without an id. */
export function parseProduct(raw: unknown): Product | null {
  if (raw === 'empty') return null;
  const o = rec(raw);
  const summary = summaryOf(o);
  if (summary.id <= 0) return null;
  const count = Math.max(0, int(o.limitCount));
  const period = periods.find((p) => p === str(o.limitPeriod)) ?? 'once';
  const member = standingOf(o.member);
  return {
    ...summary,
    html: str(o.content),
    pictures: arr(o.pics)
      .map((p) => {
        const pic = rec(p);
        return pictureOf(pick(pic, 'imageUrl', 'url'), pic.width, pic.height);
      })
      .filter((p) => p !== undefined),
    limit: count > 0 ? { count, period } : null,
    serverTime: date(o.serverTime),
    ...(member ? { member } : {}),
  };
}

function exchangeOf(raw: unknown): Exchange {
  const o = rec(raw);
  const picture = safeHttpUrl(o.picUrl);
  const code = str(o.code).trim();
  const receiver = receiverOf(o);
  const carrier = str(o.carrier).trim();
  const trackingNo = str(o.trackingNo).trim();
  return {
    id: int(pick(o, 'exchangeID', 'exchangeId', 'id')),
    productId: int(pick(o, 'productID', 'productId')),
    title: str(o.title),
    ...(picture ? { picture } : {}),
    kind: kindOf(o.type),
    points: Math.max(0, int(o.score)),
    state: exchangeStates[int(o.state)] ?? 'toShip',
    ...(code ? { code } : {}),
    ...(receiver ? { receiver } : {}),
    ...(carrier || trackingNo ? { parcel: { carrier, trackingNo, shippedAt: date(o.shipTime) } } : {}),
    at: date(pick(o, 'createTime', 'time')),
  };
}

export function parseExchanges(raw: unknown): Exchange[] {
  return listOf(raw)
    .map(exchangeOf)
    .filter((e) => e.id > 0);
}

/** productExchange: the record and the points left (a string, as amuc sends a member's score). */
export function parseExchanged(raw: unknown): Exchanged {
  const o = rec(raw);
  return { exchange: exchangeOf(o.exchange), pointsLeft: Math.max(0, int(o.score)) };
}
