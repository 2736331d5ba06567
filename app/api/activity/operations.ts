// The activity area: lists, the detail and its entrants, signing up, vouchers and their write-off (spec §7).
import { appIf } from '../operation';
import {
  parseActivity,
  parseActivityCategories,
  parseActivitySummaries,
  parseEntryList,
  parseRepeat,
  parseSignUp,
  parseUpload,
  parseVouchers,
  parseWriteOff,
} from './parse';

export const activityOperations = {
  activityCats: appIf('activityCats', parseActivityCategories, { cache: 'public' }),
  activityList: appIf('activityList', parseActivitySummaries, { cache: 'public' }),
  activityDetail: appIf('activityDetail', parseActivity, { cache: 'public', lookup: true }),
  entryList: appIf('entryList', parseEntryList, { cache: 'public' }),
  checkEntryRepeatField: appIf('checkEntryRepeatField', parseRepeat),
  myActivityList: appIf('myActivityList', parseActivitySummaries),
  // a picture travels as a data URL: not worth an SM2 envelope, and too big for one
  activityUpload: appIf('activityUpload', parseUpload, { method: 'POST', encrypt: false }),
  activityRegist: appIf('activityRegist', parseSignUp, { method: 'POST' }),
  getActivityVoucher: appIf('getActivityVoucher', parseVouchers, { method: 'POST' }),
  activityVerify: appIf('activityVerify', parseWriteOff, { method: 'POST' }),
};
