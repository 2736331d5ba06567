import { describe, expect, test } from 'vitest';
import liveDiscuss from './fixtures/liveDiscuss.json';
import { parsePostedChat } from './parse';

describe('a posted chat message', () => {
  test('the fixture', () => {
    expect(parsePostedChat(liveDiscuss)).toEqual({
      id: 450031,
      userName: '青岚读者',
      content: '现场直播很精彩',
      time: Date.UTC(2025, 4, 15, 5, 8),
      held: false,
    });
  });

  test('held for review (discussStatus 0, also as a string); without the field (Founder’s) it is public', () => {
    expect(parsePostedChat({ ...liveDiscuss, discussStatus: 0 })).toMatchObject({ id: 450031, held: true });
    expect(parsePostedChat({ ...liveDiscuss, discussStatus: '0' })!.held).toBe(true);
    const { discussStatus: _, ...founder } = liveDiscuss;
    expect(parsePostedChat(founder)!.held).toBe(false);
  });

  test('string ids and the other spellings; an answer without a message', () => {
    expect(
      parsePostedChat({ id: '7', user: 'u', content: 'c', publishtime: 1_700_000_000_000 }),
    ).toMatchObject({
      id: 7,
      userName: 'u',
      time: 1_700_000_000_000,
    });
    expect(parsePostedChat('empty')).toBeNull();
    expect(parsePostedChat({ value: 'true' })).toBeNull();
  });
});
