// The ad service (spec §7): every call on the `adv` base (ADV_URL; the embedded publisher serves it at its app
// interface). Feed, column and article ads come with getArticles and getArticleContent (lists and article areas).
import { appIf } from '../operation';
import { parseAdEvent, parseStartPage, parseStartPages } from './parse';

const adv = { service: 'adv' } as const;

export const adsOperations = {
  getStartPage: appIf('getStartPage', parseStartPage, { ...adv, cache: 'public', lookup: true }),
  getStartPagesAll: appIf('getStartPagesAll', parseStartPages, { ...adv, cache: 'public' }),
  /** fire and forget: the client time-out, so a slow ad server never holds the page */
  advEvent: appIf('advEvent', parseAdEvent, { ...adv, method: 'POST', timeout: 'client' }),
};
