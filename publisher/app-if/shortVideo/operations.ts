import { shortVideoArticle, shortVideoAttach } from './article.ts';
import { shortVideoCats } from './categories.ts';
import { shortVideoCommonConfig, shortVideoShareConfig } from './config.ts';
import { shortVideoEvent } from './event.ts';
import { shortVideoList, shortVideoNear, shortVideoRelated } from './lists.ts';

/**
 * The short-video service (spec §7, on the `mVodUrl` base; this publisher serves it at its app interface,
 * docs/paper.md): a video, its files, the categories, lists (POST), related, the common and share configs, and the
 * event (POST).
 */
export const shortVideoOperations = [
  shortVideoCats,
  shortVideoList,
  shortVideoNear,
  shortVideoArticle,
  shortVideoAttach,
  shortVideoRelated,
  shortVideoCommonConfig,
  shortVideoShareConfig,
  shortVideoEvent,
];
