// The short-video service (spec §7): every call on the `mvod` base (MVOD_URL; the embedded publisher serves it at its
// app interface), the lists and the event as POST. Reads are the same for every reader; the event is the reader's.
import { appIf } from '../operation';
import {
  parseRelatedShortVideos,
  parseShortVideoCategories,
  parseShortVideoDetail,
  parseShortVideoEvent,
  parseShortVideoFiles,
  parseShortVideoNeighbours,
  parseShortVideoPage,
  parseShortVideoSettings,
  parseShortVideoShare,
} from './parse';

const mvod = { service: 'mvod' } as const;
const shared = { ...mvod, cache: 'public' } as const;

export const shortVideoOperations = {
  shortVideoCats: appIf('shortVideoCats', parseShortVideoCategories, shared),
  shortVideoList: appIf('shortVideoList', parseShortVideoPage, { ...shared, method: 'POST' }),
  shortVideoNear: appIf('shortVideoNear', parseShortVideoNeighbours, {
    ...shared,
    method: 'POST',
    lookup: true,
  }),
  shortVideoArticle: appIf('shortVideoArticle', parseShortVideoDetail, { ...shared, lookup: true }),
  shortVideoAttach: appIf('shortVideoAttach', parseShortVideoFiles, { ...shared, lookup: true }),
  shortVideoRelated: appIf('shortVideoRelated', parseRelatedShortVideos, shared),
  shortVideoCommonConfig: appIf('shortVideoCommonConfig', parseShortVideoSettings, shared),
  shortVideoShareConfig: appIf('shortVideoShareConfig', parseShortVideoShare, { ...shared, lookup: true }),
  shortVideoEvent: appIf('shortVideoEvent', parseShortVideoEvent, {
    ...mvod,
    method: 'POST',
    timeout: 'client',
  }),
};
