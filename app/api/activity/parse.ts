import { arr, date, flag, int, listOf, optStr, pick, rec, str, type Rec } from '../lenient';
import {
  signFormFieldTypes,
  type Activity,
  type ActivityCategory,
  type ActivitySummary,
  type EntryList,
  type MemberEntry,
  type SignFormField,
  type SignFormFieldType,
  type SignUpResult,
  type Voucher,
  type WriteOff,
} from './entities';

function summaryOf(o: Rec): ActivitySummary {
  const image = optStr(pick(o, 'imageUrl', 'attachments'));
  return {
    id: int(pick(o, 'fileId', 'fileID', 'id')),
    title: str(o.title),
    summary: str(o.abstract),
    organizer: str(o.organizer),
    ...(image ? { image } : {}),
    startAt: date(o.startTime),
    endAt: date(o.endTime),
    entries: int(o.participatorNum),
  };
}

function fieldOf(raw: unknown): SignFormField | null {
  const o = rec(raw);
  const key = str(pick(o, 'name', 'key')).trim();
  const type = str(o.type) as SignFormFieldType;
  // a field of a kind this page does not know cannot be filled in honestly: it is left out
  if (!/^[A-Za-z_][A-Za-z0-9_]{0,39}$/.test(key) || !signFormFieldTypes.includes(type)) return null;
  return {
    key,
    title: str(o.title, key),
    type,
    required: flag(o.required),
    unique: flag(o.unique),
    options: arr(o.options)
      .map((v) => str(v))
      .filter(Boolean),
  };
}

export function parseActivitySummaries(raw: unknown): ActivitySummary[] {
  return listOf(raw)
    .map((item) => summaryOf(rec(item)))
    .filter((a) => a.id > 0);
}

/** activityDetail; null for `data:"empty"` or an answer without an id. */
export function parseActivity(raw: unknown): Activity | null {
  if (raw === 'empty') return null;
  const o = rec(raw);
  const summary = summaryOf(o);
  if (summary.id <= 0) return null;
  return {
    ...summary,
    html: str(o.content),
    place: str(pick(o, 'address', 'place')),
    signStartAt: date(o.signStartTime),
    signEndAt: date(o.signEndTime),
    quota: Math.max(0, int(o.entryLimit)),
    serverTime: date(o.serverTime),
    form: arr(o.signForm)
      .map(fieldOf)
      .filter((f) => f !== null),
  };
}

export function parseActivityCategories(raw: unknown): ActivityCategory[] {
  return listOf(raw)
    .map((item) => {
      const o = rec(item);
      return { id: int(pick(o, 'activityColID', 'id')), name: str(o.name) };
    })
    .filter((c) => c.id > 0 && c.name !== '');
}

export function parseEntryList(raw: unknown): EntryList {
  const entrants = listOf(raw)
    .map((item) => {
      const o = rec(item);
      return { id: int(o.id), name: str(o.name) };
    })
    .filter((e) => e.id > 0);
  return { entrants, total: Math.max(int(rec(raw).count), entrants.length) };
}

export const parseRepeat = (raw: unknown): boolean => flag(rec(raw).repeat);

function voucherOf(o: Rec): Voucher {
  const fields = rec(o.fields);
  return {
    entryId: int(pick(o, 'entryID', 'entryId', 'id')),
    activityId: int(pick(o, 'activityID', 'fileId')),
    activityTitle: str(o.activityTitle),
    name: str(o.name),
    code: str(o.registCode),
    signedUpAt: date(o.createTime),
    used: int(o.status) === 1,
    usedAt: date(o.usedTime),
    shop: str(o.shopSite),
    fields: Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, str(v)])),
  };
}

/**
 * getActivityVoucher: the member's vouchers for the activity (none: not signed up), and the activity's entries as
 * they are now when the publisher sends them (participatorNum, ours; Founder's deployments do not).
 */
export function parseVouchers(raw: unknown): MemberEntry {
  const vouchers = listOf(raw)
    .map((item) => voucherOf(rec(item)))
    .filter((v) => v.code !== '');
  const entries = rec(raw).participatorNum;
  return { vouchers, ...(entries === undefined ? {} : { entries: Math.max(0, int(entries)) }) };
}

export function parseWriteOff(raw: unknown): WriteOff {
  const o = rec(raw);
  return { ...voucherOf(o), usedNow: flag(o.usedNow) };
}

export function parseSignUp(raw: unknown): SignUpResult {
  const o = rec(raw);
  return { entryId: int(pick(o, 'entryID', 'entryId')), code: str(o.registCode) };
}

export const parseUpload = (raw: unknown): number => int(pick(rec(raw), 'picID', 'picId', 'id'));
