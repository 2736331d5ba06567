// The points area's client: the signed-in member's total, daily totals and history (0-based pages of 20).
import type { Core } from '../core';
import { memberIdOf } from '../member';
import type { Certificate, PointsEarned, PointsEntry, PointsSummary } from './entities';
import { pointsOperations as ops } from './operations';

export interface PointsApi {
  /** the signed-in member's id, undefined for a visitor */
  memberId(): string | undefined;
  summary(): Promise<PointsSummary>;
  history(page: number): Promise<PointsEntry[]>;
  /** the blockchain certificates of the member's published contributions, newest first */
  certificates(): Promise<Certificate[]>;
  /** the signed-in member read (浏览) or shared (分享) an article: what the points rule paid */
  earn(eType: '浏览' | '分享', articleId: number): Promise<PointsEarned>;
}

export function createPointsApi(core: Core): PointsApi {
  const userID = () => core.credentials.member()?.userId ?? '';
  return {
    memberId: () => memberIdOf(core.credentials),
    summary: () => core.call(ops.myDayScoreSts, { userID: userID() }),
    history: (page) => core.call(ops.myScoreList, { userID: userID(), page }),
    certificates: () => core.call(ops.myCertificates, { userID: userID() }),
    earn: (eType, articleId) => core.call(ops.event1, { eType, member: userID(), articleID: articleId }),
  };
}
