// A product's page data, read and shaped on the server: the same for every visitor (cacheable); the member's points
// and limit are asked for in the browser.
import { publisherForServer } from '~/api/server';
import { pictureUrl } from '~/features/lists/pictureUrl';
import type { ProductView } from './productView';

/** The article body's allow-list sanitiser, handed in by the route (areas do not import each other). */
export type Sanitize = (html: string) => string;

/** null: no such product. Throws the client's PublisherError when the publisher fails. */
export async function loadProduct(id: number, sanitize: Sanitize): Promise<ProductView | null> {
  const product = await publisherForServer().shop.product(id);
  if (!product) return null;
  const pictures = product.pictures.length ? product.pictures : product.picture ? [product.picture] : [];
  return {
    id: product.id,
    title: product.title,
    kind: product.kind,
    points: product.points,
    stock: product.stock,
    state: product.state,
    startAt: product.startAt,
    endAt: product.endAt,
    limit: product.limit,
    pictures: pictures.flatMap((p) => {
      const url = pictureUrl(p.url);
      return url ? [{ url, width: p.width, height: p.height }] : [];
    }),
    bodyHtml: sanitize(product.html),
  };
}
