// Where tapping an ad goes: the advertiser's page (already checked http/https by the parser) in a new window, or an
// article of the site through the router, on the news detail (which reads any article type).
import type { Ad } from '~/api/ads/entities';
import type { ItemLink } from '~/features/lists/itemLink';

export function adLink({ target }: Ad): ItemLink {
  return target.kind === 'external'
    ? { kind: 'external', url: target.url }
    : { kind: 'internal', to: `/newsDetail/${target.columnId}/${target.id}.html` };
}
