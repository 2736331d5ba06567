import { myCertificates } from './certificates.ts';
import { myDayScoreSts } from './day-score.ts';
import { myScoreList } from './score-list.ts';

/** The member's points (积分明细): the total with the daily totals, the history, and their certificates. */
export const pointsOperations = [myDayScoreSts, myScoreList, myCertificates];
