// The points area (spec §7 "Member and score": myDayScoreSts, myScoreList; and this edition's myCertificates,
// docs/certificate.md), the member's own reads.
import { appIf } from '../operation';
import { parseCertificates, parsePointsHistory, parsePointsSummary } from './parse';

const member = { userIdFields: ['userID'] } as const;

export const pointsOperations = {
  myDayScoreSts: appIf('myDayScoreSts', parsePointsSummary, member),
  myScoreList: appIf('myScoreList', parsePointsHistory, member),
  myCertificates: appIf('myCertificates', parseCertificates, member),
};
