// 问政 (qaDetail, newQaDetail): one publisher operation in two generations. The older page's parser reads the older
// fields (images/pics, the answer as text), the newer's `qaType`, videos, audios and answerPics; the second is
// declared as the form `qaDetail.new` (its fixture fixtures/qaDetail.new.json, publisher/wire-fixtures.ts).
import { appIf } from '../operation';
import {
  parseDone,
  parseInquiryForm,
  parseMyInquiries,
  parseNewQaDetail,
  parseQaDetail,
  parseSaved,
} from './parse';

const member = { userIdFields: ['userID'] } as const;

export const qaOperations = {
  qaDetail: appIf('qaDetail', parseQaDetail, { cache: 'public', lookup: true }),
  'qaDetail.new': appIf('qaDetail', parseNewQaDetail, { cache: 'public', lookup: true }),
  qaForm: appIf('qaForm', parseInquiryForm, { cache: 'public' }),
  saveQa: appIf('saveQa', parseSaved, { ...member, method: 'POST' }),
  myQA: appIf('myQA', parseMyInquiries, member),
  qaFollowUp: appIf('qaFollowUp', parseDone, { ...member, method: 'POST' }),
  qaRate: appIf('qaRate', parseDone, { ...member, method: 'POST' }),
};
