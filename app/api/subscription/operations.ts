// The subscription area: accounts (翔宇号), their categories, subscribing, the influence ranking and rank-votes.
import { parseArticleList } from '../lists/summary';
import { appIf, ignoreAnswer } from '../operation';
import { parseDynamics } from '../reporter/parse';
import {
  parseAccountInfo,
  parseAccounts,
  parseCategories,
  parseFollowAnswer,
  parseMyVotes,
  parseRanking,
  parseRankSearch,
} from './parse';

const member = { userIdFields: ['userID'] } as const;

export const subscriptionOperations = {
  getCats: appIf('getCats', parseCategories, { cache: 'public' }),
  getSubCats: appIf('getSubCats', parseCategories, { cache: 'public' }),
  getCatXys: appIf('getCatXys', parseAccounts, { cache: 'public' }),
  getXyInfo: appIf('getXyInfo', parseAccountInfo, { cache: 'public', lookup: true }),
  getXyArticles: appIf('getXyArticles', parseArticleList, { cache: 'public' }),
  getXyDynamic: appIf('getXyDynamic', parseDynamics, { cache: 'public' }),
  recommendXys: appIf('recommendXys', parseAccounts, { cache: 'public' }),
  xyRank: appIf('xyRank', parseRanking, { cache: 'public' }),
  searchXyRank: appIf('searchXyRank', parseRankSearch),
  hitXyBulletin: appIf('hitXyBulletin', ignoreAnswer, { method: 'POST', ...member }),
  getUserHitInfo: appIf('getUserHitInfo', parseMyVotes, member),
  topicSub: appIf('topicSub', parseFollowAnswer, { method: 'POST', ...member }),
  topicSubCancel: appIf('topicSubCancel', parseFollowAnswer, { method: 'POST', ...member }),
  getSubcribeXys: appIf('getSubcribeXys', parseAccounts, member),
};
