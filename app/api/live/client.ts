// The live area's client.
import type { Core } from '../core';
import { memberIdOf } from '../member';
import type { LivePage, LiveView, PostedChat } from './entities';
import { liveOperations as ops } from './operations';

export interface LiveApi {
  /** null: no such live. `order` asc: oldest first. */
  liveView(q: { id: number; page?: number; order?: 'asc' | 'desc' }): Promise<LiveView | null>;
  /** Every report changed after `version` (removals included), oldest change first. */
  liveChanges(q: { id: number; since: number }): Promise<LiveView | null>;
  getLiveArticles(page: number): Promise<LivePage>;
  /** the signed-in member's id, undefined for a visitor */
  memberId(): string | undefined;
  /** posts to the live's chat as the signed-in member; null: the publisher named no message */
  postChat(id: number, content: string): Promise<PostedChat | null>;
}

export function createLiveApi(core: Core): LiveApi {
  return {
    liveView: ({ id, page, order }) =>
      core.call(ops.liveView, { id, page: page || undefined, order: order === 'asc' ? 1 : undefined }),
    liveChanges: ({ id, since }) => core.call(ops.liveView, { id, since }),
    getLiveArticles: (page) => core.call(ops.getLiveArticles, { page: page || undefined }),
    memberId: () => memberIdOf(core.credentials),
    postChat: (id, content) =>
      core.call(ops.liveDiscuss, { id, content, userID: core.credentials.member()?.userId ?? '' }),
  };
}
