import type { ImageSize } from '../article/store.ts';
import type { ExchangeRow, ProductRow } from '../../db/schema/index.ts';
import { picUrl, wireTime } from '../../wire.ts';
import { exchangeStatus } from './status.ts';

type Sizes = ReadonlyMap<string, ImageSize>;

/** A picture with the original's size (0 when its recipe is missing), so the page reserves its box. */
const picture = (publicUrl: string, ref: string | undefined, sizes: Sizes) => ({
  imageUrl: picUrl(publicUrl, ref),
  width: (ref && sizes.get(ref)?.width) || 0,
  height: (ref && sizes.get(ref)?.height) || 0,
});

/** productList's item: the first picture, the price (`score`, points), what is left, the window and the state now. */
export function productItem(publicUrl: string, p: ProductRow, now: number, sizes: Sizes) {
  const cover = picture(publicUrl, p.pictureRefs[0], sizes);
  return {
    productID: p.productId,
    title: p.title,
    picUrl: cover.imageUrl,
    width: cover.width,
    height: cover.height,
    score: p.price,
    stock: p.stock,
    exchanged: p.exchanged,
    type: p.kind,
    startTime: wireTime(p.startAt),
    endTime: wireTime(p.endAt),
    exchangeStatus: exchangeStatus(p, now),
  };
}

/** productDetail: the item with every picture, the description (HTML) and the per-member limit. */
export function productDetailWire(publicUrl: string, p: ProductRow, now: number, sizes: Sizes) {
  return {
    ...productItem(publicUrl, p, now, sizes),
    content: p.content,
    pics: p.pictureRefs.map((ref) => picture(publicUrl, ref, sizes)),
    limitCount: p.limitCount,
    limitPeriod: p.limitPeriod,
    serverTime: wireTime(now),
  };
}

/** An exchange record (兑换记录) as its member sees it: the code of a virtual one, where goods go and their parcel. */
export function exchangeWire(
  publicUrl: string,
  e: ExchangeRow,
  p: Pick<ProductRow, 'title' | 'pictureRefs' | 'kind'>,
) {
  return {
    exchangeID: e.exchangeId,
    productID: e.productId,
    title: p.title,
    picUrl: picUrl(publicUrl, p.pictureRefs[0]),
    type: p.kind,
    score: e.price,
    state: e.state,
    code: e.code ?? '',
    name: e.receiverName ?? '',
    phone: e.receiverPhone ?? '',
    address: e.receiverAddress ?? '',
    carrier: e.carrier ?? '',
    trackingNo: e.trackingNo ?? '',
    createTime: wireTime(e.createdAt),
    shipTime: e.shippedAt ? wireTime(e.shippedAt) : '',
  };
}
