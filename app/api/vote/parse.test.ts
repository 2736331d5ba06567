// Wire shapes: the area's fixtures (held to the reference publisher by its contract test), and broken payloads.
import { describe, expect, test } from 'vitest';
import getVoteInfo from './fixtures/getVoteInfo.json';
import getVoteOption from './fixtures/getVoteOption.json';
import getVoteOptions from './fixtures/getVoteOptions.json';
import recordVoteCountAndLog from './fixtures/recordVoteCountAndLog.json';
import voteResult from './fixtures/voteResult.json';
import { parseVote, parseVoteCast, parseVoteOption, parseVoteOptionPage, parseVoteStanding } from './parse';

describe('vote info', () => {
  test('reads head image, tabs, the user-info rule, isbegin and the limits', () => {
    expect(parseVote(getVoteInfo)).toMatchObject({
      id: 630001,
      headImage: getVoteInfo.vs_head_voteimage,
      themes: [
        { id: 640001, name: '小学组' },
        { id: 640002, name: '初中组' },
      ],
      infoRule: [
        { key: 'name', type: 'text', required: true },
        { key: 'phone', type: 'phone', required: true },
      ],
      phase: 'open',
      dayLimit: 5,
      optionLimit: 1,
      totalVotes: 3120,
      optionCount: 50,
    });
  });

  test('empty, id-less and odd answers: nothing invites a vote the publisher would refuse', () => {
    expect(parseVote('empty')).toBeNull();
    expect(parseVote({ title: 'x' })).toBeNull();
    const odd = parseVote({
      voteId: '7',
      isbegin: '9',
      vs_votetheme_list: [{ themeId: '3' }, null],
      vs_user_inforule: [{ name: '1bad' }, { key: 'x', type: 'weird' }],
    });
    expect(odd).toMatchObject({
      id: 7,
      phase: 'notBegun',
      themes: [],
      infoRule: [{ key: 'x', type: 'text', required: false }],
    });
    expect(parseVote({ voteID: 1, isbegin: 2 })?.phase).toBe('ended');
  });
});

describe('options', () => {
  test('a page: number, name, picture, count and rank; more or not', () => {
    const page = parseVoteOptionPage(getVoteOptions);
    expect(page.options[0]).toEqual({
      id: 650001,
      voteId: 630001,
      themeId: 640001,
      number: 1,
      name: '林晓岚',
      picture: getVoteOptions.list[0]!.pic,
      count: 1024,
      rank: 3,
    });
    expect(page.options[1]).not.toHaveProperty('picture');
    expect(page).toMatchObject({ total: 20, hasMore: false });
    expect(parseVoteOptionPage({ list: [{ optionID: 0 }, { optionId: '5', count: '-3' }] }).options).toEqual([
      expect.objectContaining({ id: 5, count: 0 }),
    ]);
  });

  test('one option with its introduction; empty is null', () => {
    expect(parseVoteOption(getVoteOption)).toMatchObject({
      id: 650001,
      themeName: '小学组',
      html: getVoteOption.intro,
    });
    expect(parseVoteOption('empty')).toBeNull();
  });
});

test('the standing and a counted vote', () => {
  expect(parseVoteStanding(voteResult)).toEqual({
    phase: 'open',
    dayLimit: 5,
    dayLeft: 4,
    optionLimit: 1,
    usedToday: { 650001: 1 },
    needsInfo: false,
  });
  expect(parseVoteStanding({}).dayLeft).toBe(-1);
  expect(parseVoteCast(recordVoteCountAndLog)).toEqual({
    optionId: 650001,
    count: 1025,
    rank: 3,
    dayLeft: 4,
    optionLeft: 0,
  });
});
