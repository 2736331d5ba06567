// What the activity pages draw, shaped on the server (loadActivity.server.ts).
import type { SignFormField } from '~/api/activity/entities';
import type { ActivityPhase } from '~/lib/activityPhase';

export interface ActivityView {
  id: number;
  title: string;
  summary: string;
  organizer: string;
  place: string;
  image?: string;
  /** sanitised on the server */
  bodyHtml: string;
  phase: ActivityPhase;
  startAt: number;
  endAt: number;
  signStartAt: number;
  signEndAt: number;
  quota: number;
  entries: number;
  entrants: { id: number; name: string }[];
  /** the publisher's clock when the page was made: the button's state is decided on it */
  now: number;
  form: SignFormField[];
}
