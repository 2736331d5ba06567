import { describe, expect, it } from 'vitest';
import { exchangeState } from './exchangeState';

const open = { state: 'open', points: 100 } as const;

describe('exchangeState', () => {
  it('the window and the stock first, whoever looks', () => {
    expect(exchangeState({ ...open, state: 'notStarted' }, 5)).toBe('notStarted');
    expect(exchangeState({ ...open, state: 'ended' }, 5)).toBe('ended');
    expect(exchangeState({ ...open, state: 'soldOut' }, 5)).toBe('soldOut');
    expect(exchangeState(open, 0)).toBe('soldOut');
    expect(exchangeState(open, 3)).toBe('open');
  });

  it("then the member's limit and points", () => {
    expect(exchangeState(open, 3, { points: 500, limitLeft: 0 })).toBe('limit');
    expect(exchangeState(open, 3, { points: 99, limitLeft: null })).toBe('insufficient');
    expect(exchangeState(open, 3, { points: 100, limitLeft: 1 })).toBe('open');
  });
});
