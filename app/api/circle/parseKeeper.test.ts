import { describe, expect, it } from 'vitest';
import decide from './fixtures/circleKeeperDecide.json';
import notice from './fixtures/circleKeeperNotice.json';
import pin from './fixtures/circleKeeperPin.json';
import requests from './fixtures/circleKeeperRequests.json';
import { parseDecision, parseJoinRequests, parseNewNotice, parsePinned } from './parseKeeper';

describe("keepers' parsers", () => {
  it('the join requests, each a member with when they asked', () => {
    expect(parseJoinRequests(requests)).toEqual([
      { id: 5000123, nickname: '想加入的邻居', at: Date.UTC(2025, 4, 20, 2, 1, 0) },
    ]);
  });

  it('a request decided, a post pinned, a notice made', () => {
    expect(parseDecision(decide)).toBe('joined');
    expect(parseDecision({ state: '0' })).toBe('refused');
    expect(parsePinned(pin)).toBe(true);
    expect(parsePinned({ isTop: '0' })).toBe(false);
    expect(parseNewNotice(notice)).toBe(870101);
  });

  it('broken answers: no list, entries without ids, an unsafe avatar, strings for numbers', () => {
    expect(parseJoinRequests('empty')).toEqual([]);
    expect(parseJoinRequests({ list: 'x' })).toEqual([]);
    expect(
      parseJoinRequests({
        list: [
          { nickname: '无名' },
          { userId: '7', nickname: ' 七 ', head: 'javascript:alert(1)', createTime: '' },
        ],
      }),
    ).toEqual([{ id: 7, nickname: '七', at: 0 }]);
    expect(parseNewNotice(null)).toBe(0);
    expect(parseDecision(undefined)).toBe('refused');
  });
});
