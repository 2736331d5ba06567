import { date, flag, int, listOf, optStr, pick, rec, str } from '../lenient';
import { parseArticleCounts } from '../article/counts';
import type { ArticleCounts } from '../article/entities';
import type { Favourite, MessengerSignature } from './entities';

/** counts reads like getArticleCounts (its id may come as `id`); an unknown article is null. */
export const parseCounts = (raw: unknown): ArticleCounts | null => parseArticleCounts(raw);

/** hasFav: `{value:"true"}` like the other writes, or a `hasFav` 0/1 flag. */
export function parseHasFav(raw: unknown): boolean {
  const o = rec(raw);
  if (o.hasFav !== undefined) return flag(o.hasFav);
  return str(o.value) === 'true';
}

export function parseFavourites(raw: unknown): Favourite[] {
  return listOf(raw).flatMap((item) => {
    const o = rec(item);
    const articleId = int(pick(o, 'articleID', 'articleId', 'fileId'));
    if (articleId <= 0) return [];
    const picture = optStr(o.imgUrl);
    return [
      {
        articleId,
        title: str(o.title),
        articleType: int(o.articleType),
        columnId: int(pick(o, 'columnID', 'columnId')),
        savedAt: date(o.time),
        ...(picture ? { picture } : {}),
        reads: int(o.countClick),
        likes: int(o.countPraise),
        comments: int(o.countDiscuss),
      },
    ];
  });
}

/** wxSignature: what the messenger's JS-SDK config takes (its spellings: appId, nonceStr). */
export function parseSignature(raw: unknown): MessengerSignature {
  const o = rec(raw);
  return {
    appId: str(pick(o, 'appid', 'appId')),
    timestamp: int(o.timestamp),
    nonceStr: str(pick(o, 'noncestr', 'nonceStr')),
    signature: str(o.signature),
  };
}
