// What the 投稿 form checks before anything leaves (the publisher checks the same): lengths in code points, the
// phone's shape.
import type { MessageKey } from '~/i18n/messages.server';
import { textLength as length } from '~/features/ui/readerForm/textLength';

export const SUBMISSION_MAX = { title: 60, text: 10_000, authorName: 30, files: 20 } as const;

export interface SubmissionFields {
  title: string;
  text: string;
  authorName: string;
  phone: string;
  requestKey: string;
}

export type FormProblem = { key: MessageKey; field?: MessageKey; max?: number };


export function formProblem(f: SubmissionFields): FormProblem | undefined {
  if (length(f.title) === 0) return { key: 'submission.form.emptyTitle' };
  if (length(f.title) > SUBMISSION_MAX.title)
    return { key: 'submission.form.tooLong', field: 'submission.field.title', max: SUBMISSION_MAX.title };
  if (length(f.text) === 0) return { key: 'submission.form.emptyText' };
  if (length(f.text) > SUBMISSION_MAX.text)
    return { key: 'submission.form.tooLong', field: 'submission.field.text', max: SUBMISSION_MAX.text };
  if (length(f.authorName) === 0) return { key: 'submission.form.emptyAuthor' };
  if (length(f.authorName) > SUBMISSION_MAX.authorName)
    return {
      key: 'submission.form.tooLong',
      field: 'submission.field.author',
      max: SUBMISSION_MAX.authorName,
    };
  if (f.phone.trim() && !/^\+?[\d\s-]{5,20}$/.test(f.phone.trim()))
    return { key: 'submission.form.badPhone' };
  return undefined;
}
