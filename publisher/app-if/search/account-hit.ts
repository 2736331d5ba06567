import type { XyAccountRow } from '../../db/schema/index.ts';
import { picUrl } from '../../wire.ts';
import { ACCOUNTS } from './classify.ts';

/**
 * A 订阅号 account as a hit of the search's accounts tab (searchAllInTime tclass 15): a list card whose articleType
 * is the tab's tclass, as every other tab's hits carry theirs, with the account in `linkID` (and as `fileId`, which
 * every list item has), its name as the title, its description as the abstract and its icon as the small picture.
 */
export function accountHit(publicUrl: string, a: XyAccountRow) {
  return {
    fileId: a.id,
    linkID: a.id,
    columnID: 0,
    articleType: ACCOUNTS,
    title: a.name,
    textAbstract: a.description,
    picSmall: picUrl(publicUrl, a.iconRef),
    matchText: '',
  };
}
