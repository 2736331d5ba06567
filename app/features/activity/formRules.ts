// The sign-up form's checks before sending (the publisher checks the same again): required fields, formats, lengths.
import type { SignFormField } from '~/api/activity/entities';
import type { MessageKey } from '~/i18n/messages.server';

export type Answers = Record<string, string | string[]>;
export type FieldProblem = { field: string; message: MessageKey };

/** What a text field may hold; the publisher refuses longer. */
export const maxFieldLength = 200;
const phone = /^1[3-9]\d{9}$/;
const idWeights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const idCheck = '10X98765432';

/** A mainland resident ID number (GB 11643): 18 characters, a real birth date and the check character. */
export function isIdCardNumber(value: string): boolean {
  if (!/^\d{17}[\dX]$/.test(value)) return false;
  const birth = value.slice(6, 14);
  const day = new Date(`${birth.slice(0, 4)}-${birth.slice(4, 6)}-${birth.slice(6, 8)}T00:00:00Z`);
  if (Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10).replaceAll('-', '') !== birth)
    return false;
  const sum = idWeights.reduce((total, weight, i) => total + weight * Number(value[i]), 0);
  return idCheck[sum % 11] === value[17];
}

/** The day `ms` falls on in China (the activities' time zone), as YYYY-MM-DD. */
export function chinaToday(ms: number): string {
  return new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);
}

const text = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value.join(',') : (value ?? '')).trim();

function formatProblem(field: SignFormField, value: string, now: number): MessageKey | undefined {
  if (value.length > maxFieldLength) return 'activity.form.tooLong';
  if (/[<>]/.test(value)) return 'activity.form.noMarkup';
  switch (field.type) {
    case 'phone':
      return phone.test(value) ? undefined : 'activity.form.badPhone';
    case 'idcard':
      return isIdCardNumber(value.toUpperCase()) ? undefined : 'activity.form.badIdCard';
    case 'date':
      return value < chinaToday(now) ? 'activity.form.pastDate' : undefined;
    default:
      return undefined;
  }
}

/** The first field with a problem, in form order; undefined when the form may be sent. */
export function formProblem(form: SignFormField[], answers: Answers, now: number): FieldProblem | undefined {
  for (const field of form) {
    const value = text(answers[field.key]);
    if (value === '') {
      if (field.required) return { field: field.key, message: 'activity.form.required' };
      continue;
    }
    const message = formatProblem(field, value, now);
    if (message) return { field: field.key, message };
  }
  return undefined;
}

/** What is sent: trimmed values, ID numbers upper-cased, empty optional fields left out. */
export function answersToSend(form: SignFormField[], answers: Answers): Answers {
  const out: Answers = {};
  for (const field of form) {
    const value = answers[field.key];
    if (Array.isArray(value)) {
      if (value.length) out[field.key] = value;
      continue;
    }
    const trimmed = text(value);
    if (trimmed) out[field.key] = field.type === 'idcard' ? trimmed.toUpperCase() : trimmed;
  }
  return out;
}
