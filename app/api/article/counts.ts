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
