// qaDetail's and newQaDetail's data, read and shaped on the server, the same for every visitor. The page is one;
// the generation picks the parser (app/api/qa/parse.ts).
import { publisherForServer } from '~/api/server';
import type { Translate } from '~/i18n/translate';
import type { InquiryView } from './inquiryView';
import { presentInquiry } from './presentInquiry';

/** null: no such inquiry, or one not accepted yet. */
export async function loadInquiry(
  id: number,
  generation: 'old' | 'new',
  t: Translate,
): Promise<InquiryView | null> {
  const inquiry = await publisherForServer().qa.inquiry(id, generation);
  return inquiry ? presentInquiry(inquiry, Date.now(), t) : null;
}
