// The publisher's answers (fixtures, checked against it by its contract test) and what other deployments send.
import { describe, expect, test } from 'vitest';
import getCats from './fixtures/getCats.json';
import getCatXys from './fixtures/getCatXys.json';
import getXyInfo from './fixtures/getXyInfo.json';
import getUserHitInfo from './fixtures/getUserHitInfo.json';
import searchXyRank from './fixtures/searchXyRank.json';
import xyRank from './fixtures/xyRank.json';
import {
  parseAccountInfo,
  parseAccounts,
  parseCategories,
  parseMyVotes,
  parseRanking,
  parseRankSearch,
} from './parse';

describe('accounts', () => {
  test('categories and accounts from the fixtures', () => {
    expect(parseCategories(getCats)[0]).toEqual({ id: expect.any(Number), name: '政务' });
    const [first] = parseAccounts(getCatXys);
    expect(first).toMatchObject({ id: expect.any(Number), name: expect.any(String), discarded: false });
    expect(parseAccountInfo(getXyInfo)).toMatchObject({ id: getXyInfo.xyID, fans: getXyInfo.fans });
  });

  test('spec §4: closed (1, 4), banned or id-less accounts are discarded, in lists and alone', () => {
    const base = { xyID: 5, topic: '号', xyStatus: 0, xyForbidden: 0 };
    for (const bad of [{ xyStatus: 1 }, { xyStatus: '4' }, { xyForbidden: '1' }, { xyID: 0 }, { xyID: -2 }]) {
      expect(parseAccountInfo({ ...base, ...bad })?.discarded).toBe(true);
      expect(parseAccounts({ list: [{ ...base, ...bad }] })).toEqual([]);
    }
    expect(parseAccountInfo(base)?.discarded).toBe(false);
  });

  test('half-empty or odd payloads become safe values', () => {
    expect(parseAccountInfo('empty')).toBeNull();
    expect(parseAccounts(null)).toEqual([]);
    expect(parseCategories({ list: [{ id: 'x' }, { catID: '7', catName: '教育' }] })).toEqual([
      { id: 7, name: '教育' },
    ]);
    expect(parseAccountInfo({ id: '9', topic: 1, fans: '12' })).toMatchObject({ id: 9, name: '1', fans: 12 });
  });
});

describe('ranking', () => {
  test('the fixture, capped at 20 whatever is sent', () => {
    const ranking = parseRanking(xyRank);
    expect(ranking.period?.title).toMatch(/影响力榜/);
    expect(ranking.rules.length).toBeGreaterThan(0);
    expect(ranking.entries[0]).toMatchObject({ rank: 1 });
    const many = {
      list: Array.from({ length: 30 }, (_, i) => ({ id: i + 1, topic: `号${i}`, rank: i + 1 })),
    };
    expect(parseRanking(many).entries).toHaveLength(20);
    expect(parseRanking('empty')).toEqual({ period: undefined, rules: [], entries: [] });
  });

  test('search flags and the member’s votes', () => {
    expect(parseRankSearch(searchXyRank)[0]).toMatchObject({
      canVote: expect.any(Boolean),
      following: expect.any(Boolean),
    });
    expect(parseRankSearch([{ id: 3, canHit: '1', isFollow: 0 }])[0]).toMatchObject({
      canVote: true,
      following: false,
    });
    expect(parseMyVotes(getUserHitInfo)).toMatchObject({ open: true });
    expect(parseMyVotes({ period: null, hitIds: ['4'] })).toEqual({ open: false, accountIds: [4] });
  });
});
