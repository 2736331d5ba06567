import { describe, expect, test } from 'vitest';
import { chatMaxChars, chatProblem } from './liveChat';

describe('a chat message before it is sent', () => {
  test('needs content: spaces and line breaks alone are nothing', () => {
    expect(chatProblem('')).toBe('empty');
    expect(chatProblem(' \n\u3000 ')).toBe('empty');
    expect(chatProblem(' 加油 ')).toBeUndefined();
  });

  test('at most 500 characters, an emoji counting once', () => {
    expect(chatProblem('好'.repeat(chatMaxChars))).toBeUndefined();
    expect(chatProblem('好'.repeat(chatMaxChars + 1))).toBe('tooLong');
    expect(chatProblem('😀'.repeat(chatMaxChars))).toBeUndefined();
  });
});
