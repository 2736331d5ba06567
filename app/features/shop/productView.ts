import type { LimitPeriod, ProductKind, ProductState } from '~/api/shop/entities';

/** A product as its page draws it: the description already sanitised, every picture address checked. */
export interface ProductView {
  id: number;
  title: string;
  kind: ProductKind;
  points: number;
  stock: number;
  state: ProductState;
  startAt: number;
  endAt: number;
  limit: { count: number; period: LimitPeriod } | null;
  pictures: { url: string; width: number; height: number }[];
  bodyHtml: string;
}
