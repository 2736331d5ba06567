import { describe, expect, test } from 'vitest';
import { activityPhase } from '~/lib/activityPhase';
import { signUpState } from './signUpState';

const DAY = 86_400_000;
const now = 100 * DAY;
const base = {
  startAt: now + 10 * DAY,
  endAt: now + 11 * DAY,
  signStartAt: now - DAY,
  signEndAt: now + 5 * DAY,
  quota: 10,
  entries: 3,
};

describe('activity phase and sign-up button (spec §4)', () => {
  test('phases: not started, in progress, ended', () => {
    expect(activityPhase(base, now)).toBe('notStarted');
    expect(activityPhase({ startAt: now - DAY, endAt: now + DAY }, now)).toBe('inProgress');
    expect(activityPhase({ startAt: now - 2 * DAY, endAt: now - DAY }, now)).toBe('ended');
  });

  test('each label in its state', () => {
    expect(signUpState(base, now, false)).toBe('open');
    expect(signUpState(base, now, true)).toBe('signedUp');
    expect(signUpState({ ...base, signStartAt: now + DAY }, now, false)).toBe('notStarted');
    expect(signUpState({ ...base, signEndAt: now - 1 }, now, false)).toBe('closed');
    expect(signUpState({ ...base, entries: 10 }, now, false)).toBe('full');
    expect(signUpState({ ...base, quota: 0, entries: 9999 }, now, false)).toBe('open');
    expect(signUpState({ ...base, endAt: now - 1, startAt: now - DAY }, now, true)).toBe('activityEnded');
  });
});
