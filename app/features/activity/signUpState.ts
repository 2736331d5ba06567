// Spec §4: an activity's phase and what its sign-up button says.
import type { MessageKey } from '~/i18n/messages.server';
import { activityPhase, type ActivityPhase } from '~/lib/activityPhase';
import type { ActivityView } from './activityView';

export type SignUpState = 'signedUp' | 'notStarted' | 'full' | 'open' | 'closed' | 'activityEnded';

type Window = Pick<ActivityView, 'startAt' | 'endAt' | 'signStartAt' | 'signEndAt' | 'quota' | 'entries'>;

/** The button's state: an ended activity first, then the member's own entry, then the window and the places. */
export function signUpState(a: Window, now: number, signedUp: boolean): SignUpState {
  if (activityPhase(a, now) === 'ended') return 'activityEnded';
  if (signedUp) return 'signedUp';
  if (a.signStartAt && now < a.signStartAt) return 'notStarted';
  if (a.signEndAt && now > a.signEndAt) return 'closed';
  if (a.quota > 0 && a.entries >= a.quota) return 'full';
  return 'open';
}

export const phaseLabel: Record<ActivityPhase, MessageKey> = {
  notStarted: 'activity.phase.notStarted',
  inProgress: 'activity.phase.inProgress',
  ended: 'activity.phase.ended',
};

export const buttonLabel: Record<SignUpState, MessageKey> = {
  signedUp: 'activity.button.signedUp',
  notStarted: 'activity.button.notStarted',
  full: 'activity.button.full',
  open: 'activity.button.open',
  closed: 'activity.button.closed',
  activityEnded: 'activity.button.activityEnded',
};

/** The message a tap on a closed button shows (spec §4: 报名未开始, 报名已结束, 名额已满). */
export const refusalMessage: Partial<Record<SignUpState, MessageKey>> = {
  notStarted: 'activity.message.notStarted',
  closed: 'activity.message.closed',
  activityEnded: 'activity.message.closed',
  full: 'activity.message.full',
};
