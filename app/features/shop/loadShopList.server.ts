import { publisherForServer } from '~/api/server';
import type { ProductSummary } from '~/api/shop/entities';

/** 积分商城's first page for a page that stands without it (积分明细): a failure is said there, never a 503. */
export async function loadShopList(): Promise<{ products: ProductSummary[]; failed: boolean }> {
  try {
    return { products: (await publisherForServer().shop.products(0)).products, failed: false };
  } catch {
    return { products: [], failed: true };
  }
}
