// The points area (spec §7 "Member and score": myDayScoreSts, myScoreList, and event1 that earns them; and this
// edition's myCertificates, docs/certificate.md), the member's own.
import { appIf } from '../operation';
import { parseCertificates, parsePointsEarned, parsePointsHistory, parsePointsSummary } from './parse';

const member = { userIdFields: ['userID'] } as const;

export const pointsOperations = {
  myDayScoreSts: appIf('myDayScoreSts', parsePointsSummary, member),
  myScoreList: appIf('myScoreList', parsePointsHistory, member),
  myCertificates: appIf('myCertificates', parseCertificates, member),
  // amuc event1: a member read or shared an article; the points rule decides what it earns
  event1: appIf('event1', parsePointsEarned, { method: 'POST', userIdFields: ['member'], timeout: 'client' }),
};
