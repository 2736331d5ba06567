// A tip-off's handling as the steps its reader sees, each with its date: received, being checked, adopted or not
// adopted, published. Only the steps reached are listed; a later state with no date of its own still shows.
import type { Tipoff, TipoffState } from '~/api/tipoff/entities';

export type ProgressStep = { state: TipoffState; at: number };

const ORDER: TipoffState[] = ['received', 'checking', 'adopted', 'published'];

export function progressSteps(t: Tipoff): ProgressStep[] {
  const steps: ProgressStep[] = [{ state: 'received', at: t.sentAt }];
  if (t.checkingAt > 0) steps.push({ state: 'checking', at: t.checkingAt });
  if (t.state === 'declined') return [...steps, { state: 'declined', at: t.decidedAt }];
  const reached = ORDER.indexOf(t.state);
  if (reached >= ORDER.indexOf('adopted')) steps.push({ state: 'adopted', at: t.decidedAt });
  if (reached >= ORDER.indexOf('published')) steps.push({ state: 'published', at: t.publishedAt });
  // a deployment that skips a date still says where the tip-off is
  if (reached === 1 && t.checkingAt === 0) steps.push({ state: 'checking', at: 0 });
  return steps;
}
