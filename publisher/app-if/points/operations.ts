import { myDayScoreSts } from './day-score.ts';
import { myScoreList } from './score-list.ts';

/** The member's points (积分明细): the total with the daily totals, and the history. */
export const pointsOperations = [myDayScoreSts, myScoreList];
