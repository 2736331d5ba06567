import type { SignFormField } from '../../db/schema/index.ts';
import { withoutDirectionControls } from '../../validation.ts';

/** What the form's text fields may hold: long enough for a note, short enough for a list. */
export const MAX_FIELD_LENGTH = 200;
const PHONE = /^1[3-9]\d{9}$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

/** A mainland resident ID number (GB 11643): 18 characters, a real birth date and the check character. */
export function isIdCardNumber(value: string): boolean {
  if (!/^\d{17}[\dX]$/.test(value)) return false;
  const birth = value.slice(6, 14);
  const date = new Date(`${birth.slice(0, 4)}-${birth.slice(4, 6)}-${birth.slice(6, 8)}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10).replaceAll('-', '') !== birth)
    return false;
  const sum = ID_WEIGHTS.reduce((total, weight, i) => total + weight * Number(value[i]), 0);
  return ID_CHECK[sum % 11] === value[17];
}

/** The day `ms` falls on in China, as YYYY-MM-DD. */
function chinaDay(ms: number): string {
  return new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);
}

/**
 * Checks a submitted form against the activity's fields; answers the first problem as a message the reader can act
 * on, or the values to store (trimmed; checkbox choices joined by `,`).
 */
export function checkSignForm(
  form: SignFormField[],
  sent: Record<string, unknown>,
  now: number,
): { problem: string } | { values: Record<string, string> } {
  const values: Record<string, string> = {};
  for (const field of form) {
    const raw = sent[field.key];
    const value = withoutDirectionControls(
      Array.isArray(raw) ? raw.map(String).join(',') : typeof raw === 'string' ? raw : '',
    ).trim();
    if (value === '') {
      if (field.required) return { problem: `请填写${field.title}` };
      continue;
    }
    if (value.length > MAX_FIELD_LENGTH) return { problem: `${field.title}不能超过${MAX_FIELD_LENGTH}个字` };
    if (/[<>]/.test(value)) return { problem: `${field.title}不能包含 < 或 >` };
    const problem = fieldProblem(field, value, now);
    if (problem) return { problem };
    values[field.key] = value;
  }
  return { values };
}

function fieldProblem(field: SignFormField, value: string, now: number): string | undefined {
  switch (field.type) {
    case 'phone':
      return PHONE.test(value) ? undefined : `${field.title}格式不正确`;
    case 'idcard':
      return isIdCardNumber(value) ? undefined : `${field.title}不正确`;
    case 'select':
    case 'radio':
      return field.options.includes(value) ? undefined : `请选择${field.title}`;
    case 'checkbox':
      return value.split(',').every((v) => field.options.includes(v)) ? undefined : `请选择${field.title}`;
    case 'date': {
      if (!DATE.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`)))
        return `${field.title}格式不正确`;
      return value < chinaDay(now) ? `${field.title}不能早于今天` : undefined;
    }
    case 'picture':
      return /^upload:\d{1,10}$/.test(value) ? undefined : `请重新上传${field.title}`;
    default:
      return undefined;
  }
}

/** The name an entry is listed under: the real-name field if the form has one, else the member's nickname. */
export function entryName(values: Record<string, string>, nickname: string): string {
  return values.entry_realName ?? values.entry_name ?? nickname;
}
