import type { ArticleCounts } from './entities';
import { int, pick, rec } from '../lenient';

/** getArticleCounts; null when the publisher says it has no such article (`errorInfo`). */
export function parseArticleCounts(raw: unknown): ArticleCounts | null {
  const o = rec(raw);
  if (o.errorInfo || raw === 'empty') return null;
  return {
    id: int(pick(o, 'fileId', 'fileID', 'id')),
    reads: int(o.countClick),
    likes: int(o.countPraise),
    comments: int(o.countDiscuss),
    shares: int(o.countShare),
  };
}

/** event: a like answers the article's like count as it now is (others just `{value:"true"}`). */
export function parseEventAnswer(raw: unknown): { likes?: number } {
  const o = rec(raw);
  return o.countPraise === undefined ? {} : { likes: int(o.countPraise) };
}
