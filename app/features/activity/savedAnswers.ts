// What the reader typed into a sign-up form, kept in the tab's session storage: it survives a failed sending, a
// reload and the round trip through the login page, and is dropped once the sign-up succeeds.
import type { Answers } from './formRules';

const key = (activityId: number) => `activityApply:${activityId}`;

export function readAnswers(activityId: number): Answers {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(key(activityId)) ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        ([, v]) => typeof v === 'string' || (Array.isArray(v) && v.every((x) => typeof x === 'string')),
      ),
    ) as Answers;
  } catch {
    return {};
  }
}

export function saveAnswers(activityId: number, answers: Answers): void {
  try {
    sessionStorage.setItem(key(activityId), JSON.stringify(answers));
  } catch {
    // storage full or off: the form still holds the answers for as long as the page is open
  }
}

export function forgetAnswers(activityId: number): void {
  try {
    sessionStorage.removeItem(key(activityId));
  } catch {
    // nothing kept
  }
}
