// Activities in the reader's words (PUBLISHER_API §4.6). Times are ms since the epoch (0: unknown).

export const signFormFieldTypes = [
  'text',
  'phone',
  'idcard',
  'select',
  'radio',
  'checkbox',
  'date',
  'picture',
] as const;
export type SignFormFieldType = (typeof signFormFieldTypes)[number];

/** One field of the sign-up form (signForm); `key` is the wire name the answer is sent under. */
export interface SignFormField {
  key: string;
  title: string;
  type: SignFormFieldType;
  required: boolean;
  /** no two entries may share the value (checked with checkEntryRepeatField) */
  unique: boolean;
  options: string[];
}

export interface ActivitySummary {
  id: number;
  title: string;
  summary: string;
  organizer: string;
  image?: string;
  startAt: number;
  endAt: number;
  /** how many have signed up */
  entries: number;
}

export interface Activity extends ActivitySummary {
  /** the body as sent: sanitised on the server before it is shown */
  html: string;
  place: string;
  signStartAt: number;
  signEndAt: number;
  /** 0: no limit */
  quota: number;
  /** the publisher's clock when it answered (0: unknown, the reader's clock is used) */
  serverTime: number;
  form: SignFormField[];
}

export interface ActivityCategory {
  id: number;
  name: string;
}

export interface Entrant {
  id: number;
  name: string;
}

export interface EntryList {
  entrants: Entrant[];
  total: number;
}

export interface Voucher {
  entryId: number;
  activityId: number;
  activityTitle: string;
  name: string;
  code: string;
  signedUpAt: number;
  used: boolean;
  usedAt: number;
  shop: string;
  /** the form as sent, field → value */
  fields: Record<string, string>;
}

/** What the member has of an activity (getActivityVoucher): their vouchers, and the entries counted with theirs. */
export interface MemberEntry {
  vouchers: Voucher[];
  /** the activity's entries as they are now; absent where the publisher does not say */
  entries?: number;
}

/** A write-off's answer: the voucher, and whether this scan used it (false: it was used before). */
export interface WriteOff extends Voucher {
  usedNow: boolean;
}

export interface SignUpResult {
  entryId: number;
  code: string;
}
