// The user-info box's checks (vs_user_inforule), the same the publisher makes again.
import type { VoteInfoField } from '~/api/vote/entities';
import type { MessageKey } from '~/i18n/messages.server';

const phone = /^1[3-9]\d{9}$/;
const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];

/** GB 11643: 17 digits and the check character (the birth date is the publisher's to check). */
function idCardLooksRight(value: string): boolean {
  if (!/^\d{17}[\dX]$/.test(value)) return false;
  const sum = weights.reduce((total, weight, i) => total + weight * Number(value[i]), 0);
  return '10X98765432'[sum % 11] === value[17];
}

export type InfoProblem = { field: string; key: MessageKey; title: string };

/** The first field that will not do, with the message to show beside it. */
export function infoProblem(rule: VoteInfoField[], answers: Record<string, string>): InfoProblem | undefined {
  for (const field of rule) {
    const value = (answers[field.key] ?? '').trim();
    const problem = (key: MessageKey) => ({ field: field.key, key, title: field.title });
    if (value === '') {
      if (field.required) return problem('vote.info.required');
      continue;
    }
    if (value.length > 200) return problem('vote.info.tooLong');
    if (/[<>]/.test(value)) return problem('vote.info.markup');
    if (field.type === 'phone' && !phone.test(value)) return problem('vote.info.phone');
    if (field.type === 'idcard' && !idCardLooksRight(value.toUpperCase())) return problem('vote.info.idcard');
  }
  return undefined;
}
