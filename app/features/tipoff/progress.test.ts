import { describe, expect, it } from 'vitest';
import type { Tipoff } from '~/api/tipoff/entities';
import { progressSteps } from './progress';

const base: Tipoff = {
  id: 1,
  title: 't',
  text: 'x',
  sentAt: 100,
  state: 'received',
  review: 'passed',
  answered: false,
  senderName: '',
  reply: '',
  repliedAt: 0,
  files: [],
  place: '',
  happenedAt: '',
  anonymous: false,
  rewardPoints: 0,
  checkingAt: 0,
  decidedAt: 0,
  publishedAt: 0,
  articleId: 0,
  articleColumnId: 0,
  rejectReason: '',
};

describe('a tip-off’s progress', () => {
  it('lists the steps reached with their dates', () => {
    expect(progressSteps(base)).toEqual([{ state: 'received', at: 100 }]);
    expect(
      progressSteps({ ...base, state: 'published', checkingAt: 200, decidedAt: 300, publishedAt: 400 }),
    ).toEqual([
      { state: 'received', at: 100 },
      { state: 'checking', at: 200 },
      { state: 'adopted', at: 300 },
      { state: 'published', at: 400 },
    ]);
  });

  it('ends with not adopted, and still shows checking without its date', () => {
    expect(progressSteps({ ...base, state: 'declined', decidedAt: 300 }).map((s) => s.state)).toEqual([
      'received',
      'declined',
    ]);
    expect(progressSteps({ ...base, state: 'checking' })).toEqual([
      { state: 'received', at: 100 },
      { state: 'checking', at: 0 },
    ]);
  });
});
