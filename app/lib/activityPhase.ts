// Spec §4: an activity is not started, in progress or ended, by its own dates (not by its sign-up window).

export type ActivityPhase = 'notStarted' | 'inProgress' | 'ended';

/** 0 for a date means the publisher did not say: that side of the window is open. */
export function activityPhase(a: { startAt: number; endAt: number }, now: number): ActivityPhase {
  if (a.startAt && now < a.startAt) return 'notStarted';
  if (a.endAt && now > a.endAt) return 'ended';
  return 'inProgress';
}
