import { describe, expect, test } from 'vitest';
import { nicknameProblem } from './nickname';

describe('nickname rule (the publisher applies the same)', () => {
  test('trimmed, 1 to 20 characters, an emoji counting once', () => {
    expect(nicknameProblem('')).toBe('empty');
    expect(nicknameProblem('  \t ')).toBe('empty');
    expect(nicknameProblem(' 山城读者 ')).toBeUndefined();
    expect(nicknameProblem('读'.repeat(20))).toBeUndefined();
    expect(nicknameProblem(`${'读'.repeat(19)}😀`)).toBeUndefined();
    expect(nicknameProblem('读'.repeat(21))).toBe('tooLong');
  });

  test('no angle brackets or control characters (a line break is one)', () => {
    expect(nicknameProblem('<b>x</b>')).toBe('illegal');
    expect(nicknameProblem('a>b')).toBe('illegal');
    expect(nicknameProblem('两\n行')).toBe('illegal');
    expect(nicknameProblem('tab\there')).toBe('illegal');
    expect(nicknameProblem('O’Brien & 朋友')).toBeUndefined();
  });
});
