import {
  activityCats,
  activityDetail,
  activityList,
  checkEntryRepeatField,
  entryList,
  myActivityList,
} from './read.ts';
import { activityRegist } from './register.ts';
import { activityUpload } from './upload.ts';
import { activityVerify, getActivityVoucher } from './voucher.ts';

/** Activities: lists, the detail and its entrants, signing up (with a picture), vouchers and their write-off. */
export const activityOperations = [
  activityCats,
  activityList,
  activityDetail,
  entryList,
  checkEntryRepeatField,
  myActivityList,
  activityUpload,
  activityRegist,
  getActivityVoucher,
  activityVerify,
];
