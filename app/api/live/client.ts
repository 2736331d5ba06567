// The live area's client.
import type { Core } from '../core';
import type { LivePage, LiveView } from './entities';
import { liveOperations as ops } from './operations';

export interface LiveApi {
  /** null: no such live. `order` asc: oldest first. */
  liveView(q: { id: number; page?: number; order?: 'asc' | 'desc' }): Promise<LiveView | null>;
  /** Every report changed after `version` (removals included), oldest change first. */
  liveChanges(q: { id: number; since: number }): Promise<LiveView | null>;
  getLiveArticles(page: number): Promise<LivePage>;
}

export function createLiveApi(core: Core): LiveApi {
  return {
    liveView: ({ id, page, order }) =>
      core.call(ops.liveView, { id, page: page || undefined, order: order === 'asc' ? 1 : undefined }),
    liveChanges: ({ id, since }) => core.call(ops.liveView, { id, since }),
    getLiveArticles: (page) => core.call(ops.getLiveArticles, { page: page || undefined }),
  };
}
