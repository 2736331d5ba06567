import { myCertificates } from './certificates.ts';
import { myDayScoreSts } from './day-score.ts';
import { event1 } from './event1.ts';
import { myScoreList } from './score-list.ts';

/** The member's points (积分明细): the total with the daily totals, the history, their certificates, and earning
 * points for reading and sharing (event1). */
export const pointsOperations = [myDayScoreSts, myScoreList, myCertificates, event1];
