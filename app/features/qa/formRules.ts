// What the inquiry form checks before anything leaves (the publisher checks the same, saveQa, and says so in
// Chinese): the parts' lengths, a choice in each list, the real name, an 11-digit mobile number, the files.
// Lengths count code points, as the publisher does.
import { textLength as length } from '~/features/ui/readerForm/textLength';
import type { DraftFile } from '~/features/ui/upload/formDrafts';
import type { MessageKey } from '~/i18n/messages.server';

export const INQUIRY_MAX = { title: 50, text: 2_000, realName: 20, location: 100 } as const;
/** saveQa takes nine uploads at most, pictures, films and recordings together */
export const INQUIRY_FILES = 9;

export interface InquiryFields {
  title: string;
  text: string;
  categoryId: number;
  regionId: number;
  departmentId: number;
  realName: string;
  phone: string;
  location: string;
  requestKey: string;
}

export type FormProblem = { key: MessageKey; max?: number };

export function formProblem(f: InquiryFields, files: DraftFile[]): FormProblem | undefined {
  if (length(f.title) === 0) return { key: 'qa.form.emptyTitle' };
  if (length(f.title) > INQUIRY_MAX.title) return { key: 'qa.form.titleTooLong', max: INQUIRY_MAX.title };
  if (length(f.text) === 0) return { key: 'qa.form.emptyText' };
  if (length(f.text) > INQUIRY_MAX.text) return { key: 'qa.form.textTooLong', max: INQUIRY_MAX.text };
  if (!f.categoryId) return { key: 'qa.form.noCategory' };
  if (!f.regionId) return { key: 'qa.form.noRegion' };
  if (!f.departmentId) return { key: 'qa.form.noDepartment' };
  if (length(f.realName) === 0) return { key: 'qa.form.noName' };
  if (length(f.realName) > INQUIRY_MAX.realName)
    return { key: 'qa.form.nameTooLong', max: INQUIRY_MAX.realName };
  if (!/^1\d{10}$/.test(f.phone.replace(/[\s-]/g, ''))) return { key: 'qa.form.badPhone' };
  if (length(f.location) > INQUIRY_MAX.location)
    return { key: 'qa.form.locationTooLong', max: INQUIRY_MAX.location };
  if (files.length > INQUIRY_FILES) return { key: 'qa.form.tooManyFiles', max: INQUIRY_FILES };
  return undefined;
}

/** The kept files' upload ids, as saveQa takes them. */
export const uploadIds = (files: DraftFile[]) =>
  files.flatMap((f) => (f.attachment ? [f.attachment.id] : []));
