import { describe, expect, it } from 'vitest';
import { processCount } from './processCount';

describe('how many server processes run', () => {
  it('one per core by default', () => {
    expect(processCount(undefined, 2)).toBe(2);
    expect(processCount('', 8)).toBe(8);
  });

  it('WEB_CONCURRENCY when it is a whole number from 1', () => {
    expect(processCount('1', 8)).toBe(1);
    expect(processCount('4', 2)).toBe(4);
  });

  it('falls back to the cores for anything else, and never more than 32', () => {
    for (const typo of ['0', '-2', '1.5', 'two', ' ']) expect(processCount(typo, 2)).toBe(2);
    expect(processCount('500', 2)).toBe(32);
    expect(processCount(undefined, 64)).toBe(32);
    expect(processCount(undefined, 0)).toBe(1);
  });
});
