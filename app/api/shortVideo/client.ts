// The short-video service's client.
import { listCaps } from '~/lib/lists';
import type { Core } from '../core';
import type {
  ShortVideo,
  ShortVideoCategory,
  ShortVideoDetail,
  ShortVideoFiles,
  ShortVideoNeighbours,
  ShortVideoPage,
  ShortVideoSettings,
  ShortVideoShare,
} from './entities';
import { shortVideoOperations as ops } from './operations';

export interface ShortVideoApi {
  categories(): Promise<ShortVideoCategory[]>;
  /** a category's videos, newest first, 20 a page (`page` 0-based) */
  list(q: { categoryId: number; page?: number }): Promise<ShortVideoPage>;
  /** what a swipe reaches from one video (`count` each way, 3 unless said); null: no such video */
  near(q: { id: number; count?: number }): Promise<ShortVideoNeighbours | null>;
  /** null: no such video, or not published */
  video(id: number): Promise<ShortVideoDetail | null>;
  files(id: number): Promise<ShortVideoFiles | null>;
  /** at most four */
  related(id: number): Promise<ShortVideo[]>;
  settings(): Promise<ShortVideoSettings>;
  share(id: number): Promise<ShortVideoShare | null>;
  /** a like, counted once per member or device by the publisher: whether this one counted and the count now */
  like(q: { id: number; channel: number }): Promise<{ counted?: boolean; likes?: number }>;
  /** a play (0) or a share (2), counted once per reader and hour */
  event(q: { id: number; eventType: 0 | 2; channel: number }): Promise<void>;
}

export function createShortVideoApi(core: Core): ShortVideoApi {
  return {
    categories: () => core.call(ops.shortVideoCats, {}),
    list: ({ categoryId, page = 0 }) => core.call(ops.shortVideoList, { catId: categoryId, page }),
    near: ({ id, count = 3 }) => core.call(ops.shortVideoNear, { id, count }),
    video: (id) => core.call(ops.shortVideoArticle, { id }),
    files: (id) => core.call(ops.shortVideoAttach, { id }),
    related: (id) => core.call(ops.shortVideoRelated, { id, count: listCaps.relatedShortVideos }),
    settings: () => core.call(ops.shortVideoCommonConfig, {}),
    share: (id) => core.call(ops.shortVideoShareConfig, { id }),
    like: ({ id, channel }) => core.call(ops.shortVideoEvent, { id, eventType: 1, channel }),
    event: async ({ id, eventType, channel }) => {
      await core.call(ops.shortVideoEvent, { id, eventType, channel });
    },
  };
}
