import { sanitizeArticleBody } from '~/features/article/sanitize.server';
import { loadProduct } from '~/features/shop/loadProduct.server';
import { ProductPage } from '~/features/shop/ProductPage';
import { pageTitle } from '~/features/shell/pageTitle';
import type { RouteHandle } from '~/features/shell/routeHandle';
import { requestCatalog } from '~/i18n/request.server';
import type { Route } from './+types/productDetail';
import { requiredId } from './params';
import { fromPublisher } from './responses';

export const handle = { catalogs: ['shop'] } satisfies RouteHandle;

export async function loader({ request, url }: Route.LoaderArgs) {
  // the spec's productDetail.html carries the product in the query: ?id=
  const id = requiredId(url.searchParams.get('id') ?? undefined);
  const { catalog } = requestCatalog(request, handle.catalogs);
  // a product's description is article HTML: cut to the same allow-list (it places no media)
  const sanitize = (html: string) => sanitizeArticleBody(html, { images: [], videos: [] });
  const product = await fromPublisher(() => loadProduct(id, sanitize));
  // ?exchange=1: the reader started an exchange signed out and comes back from login to finish it
  return { product, resume: url.searchParams.get('exchange') === '1', catalog };
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return matches[0]?.meta ?? [];
  return [{ title: pageTitle(matches, data.product.title) }];
}

export default function ProductDetail({ loaderData }: Route.ComponentProps) {
  return <ProductPage product={loaderData.product} resume={loaderData.resume} />;
}
