import { expect, test } from 'vitest';
import type { OptionView } from './voteView';
import { withOwnVote } from './voteView';

const shared = { id: 7, count: 4, rank: 3, countText: '4' } as OptionView;

test('the reader’s own count shows while the shared read trails it, the shared one once it has caught up', () => {
  expect(withOwnVote(shared, undefined)).toBe(shared);
  expect(withOwnVote(shared, { count: 5, rank: 2, countText: '5' })).toMatchObject({
    id: 7,
    count: 5,
    rank: 2,
    countText: '5',
  });
  // others voted too: the shared count is newer than what this reader's vote answered
  expect(withOwnVote(shared, { count: 4, rank: 1, countText: '4' })).toBe(shared);
  expect(withOwnVote(shared, { count: 2, rank: 5, countText: '2' })).toBe(shared);
});
