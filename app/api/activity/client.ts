// The activity area's client.
import type { Core } from '../core';
import type {
  Activity,
  ActivityCategory,
  ActivitySummary,
  EntryList,
  SignUpResult,
  MemberEntry,
  WriteOff,
} from './entities';
import { activityOperations as ops } from './operations';

export interface ActivityApi {
  activityCats(): Promise<ActivityCategory[]>;
  /** catId -1: every category; page 0-based, 20 a page */
  activityList(q: { catId?: number; page?: number }): Promise<ActivitySummary[]>;
  /** null: no such activity */
  activityDetail(id: number): Promise<Activity | null>;
  entryList(id: number): Promise<EntryList>;
  /** true when another entry already holds the value of this unique field */
  isTaken(q: { id: number; field: string; value: string }): Promise<boolean>;
  myActivities(page?: number): Promise<ActivitySummary[]>;
  /** a picture as a data URL; answers the id the form sends as `upload:<id>` */
  uploadPicture(dataUrl: string): Promise<number>;
  signUp(id: number, answers: Record<string, string | string[]>): Promise<SignUpResult>;
  /** the member's vouchers for the activity, with its entries as they are now */
  vouchers(id: number): Promise<MemberEntry>;
  writeOff(q: { activityId: number; code: string; shop?: string; confirm: boolean }): Promise<WriteOff>;
}

export function createActivityApi(core: Core): ActivityApi {
  return {
    activityCats: () => core.call(ops.activityCats, {}),
    activityList: ({ catId = -1, page = 0 }) => core.call(ops.activityList, { catID: catId, page }),
    activityDetail: (id) => core.call(ops.activityDetail, { fileId: id }),
    entryList: (id) => core.call(ops.entryList, { fileId: id }),
    isTaken: ({ id, field, value }) => core.call(ops.checkEntryRepeatField, { fileId: id, field, value }),
    myActivities: (page = 0) => core.call(ops.myActivityList, { page }),
    uploadPicture: (dataUrl) => core.call(ops.activityUpload, { picture: dataUrl }),
    signUp: (id, answers) => core.call(ops.activityRegist, { fileId: id, signForm: JSON.stringify(answers) }),
    vouchers: (id) => core.call(ops.getActivityVoucher, { fileId: id }),
    writeOff: ({ activityId, code, shop, confirm }) =>
      core.call(ops.activityVerify, {
        activityID: activityId,
        registCode: code,
        shopSite: shop,
        action: confirm ? 'use' : 'check',
      }),
  };
}
