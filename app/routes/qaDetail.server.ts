// qaDetail and newQaDetail: one page, two generations of the same item (the parser is the difference).
import { loadInquiry } from '~/features/qa/loadInquiry.server';
import type { CatalogArea } from '~/i18n/messages.server';
import { requestCatalog } from '~/i18n/request.server';
import { requiredId } from './params';
import { fromPublisher } from './responses';

export async function inquiryLoader(
  request: Request,
  idParam: string | undefined,
  generation: 'old' | 'new',
  catalogs: readonly CatalogArea[],
) {
  const id = requiredId(idParam);
  const { t, catalog } = requestCatalog(request, catalogs);
  const inquiry = await fromPublisher(() => loadInquiry(id, generation, t));
  return { inquiry, catalog };
}
