import { getXyDynamic } from './account-dynamics.ts';
import { getCatXys, getXyArticles, getXyInfo, recommendXys } from './account-reads.ts';
import { getCats, getSubCats } from './categories.ts';
import { getSubcribeXys, topicSub, topicSubCancel } from './follow.ts';
import { getUserHitInfo, hitXyBulletin, searchXyRank, xyRank } from './ranking.ts';

/** The self-media accounts (翔宇号): categories, accounts, subscribing, the influence ranking and its votes. */
export const subscriptionOperations = [
  getCats,
  getSubCats,
  getCatXys,
  getXyInfo,
  getXyArticles,
  getXyDynamic,
  recommendXys,
  xyRank,
  searchXyRank,
  hitXyBulletin,
  getUserHitInfo,
  topicSub,
  topicSubCancel,
  getSubcribeXys,
];
