import { describe, expect, it } from 'vitest';
import type { ModerationItem } from './kinds.ts';
import { judge, type Facts } from './rules.ts';
import type { ActiveSettings } from './settings.ts';
import type { Standing } from './standing.ts';
import { wordList } from './word-list.ts';

const TEST_START = Date.UTC(2025, 4, 20, 2, 0, 0);

// One test per rule of the pipeline (docs/moderation.md): each fails when its rule is taken out of rules.ts.

const settings = (over: Partial<ActiveSettings> = {}): ActiveSettings => ({
  version: 1,
  mode: null,
  bannedWords: [],
  suspectWords: [],
  newMemberApprovals: 0,
  webhook: null,
  banned: wordList(['赌博']),
  suspect: wordList(['代购']),
  ...over,
});
const regular: Standing = { status: 'active', until: null, publicItems: 20, recentRejected: 0 };
const facts = (over: Partial<Facts> = {}): Facts => ({
  settings: settings(),
  member: regular,
  repeated: false,
  now: TEST_START,
  ...over,
});
const item = (over: Partial<ModerationItem> = {}): ModerationItem => ({
  kind: 'comment',
  uid: 1001,
  content: '今天的新闻很有意思',
  pics: [],
  maxChars: 500,
  noun: '评论',
  ...over,
});
const member = (over: Partial<Standing>) => facts({ member: { ...regular, ...over } });

describe('the pipeline’s rules, in order', () => {
  it('publishes a plain text by a member in good standing under post moderation', () => {
    expect(judge(item(), facts())).toEqual({ outcome: 'publish', reasons: [] });
  });

  it('member status: a banned member is refused, saying so, before anything else', () => {
    expect(judge(item({ content: '' }), member({ status: 'banned' }))).toEqual({
      outcome: 'refuse',
      reasons: ['banned'],
      message: '账号已被封禁，无法发言',
    });
  });

  it('member status: a suspended member is refused until the time, in Beijing time, then let in', () => {
    const until = Date.UTC(2025, 4, 21, 2, 30);
    const suspended = { status: 'suspended' as const, until };
    expect(judge(item(), { ...member(suspended), now: until - 1 })).toMatchObject({
      outcome: 'refuse',
      reasons: ['suspended'],
      message: '账号已被禁言至 2025-05-21 10:30',
    });
    expect(judge(item(), { ...member(suspended), now: until }).outcome).toBe('publish');
  });

  it('member status: premod holds every item of the member', () => {
    expect(judge(item(), member({ status: 'premod' }))).toEqual({ outcome: 'hold', reasons: ['premod'] });
    expect(judge(item(), member({ status: 'warned' })).outcome).toBe('publish');
  });

  it('length: empty and over the area’s limit are refused in the area’s words', () => {
    expect(judge(item({ content: '' }), facts())).toMatchObject({ outcome: 'refuse', message: '请输入内容' });
    // characters are code points: 20 emoji are 20 characters
    expect(judge(item({ content: '👍'.repeat(20), maxChars: 20, noun: '昵称' }), facts()).outcome).toBe(
      'publish',
    );
    expect(judge(item({ content: '名'.repeat(21), maxChars: 20, noun: '昵称' }), facts())).toEqual({
      outcome: 'refuse',
      reasons: ['too-long'],
      message: '昵称不能超过20字',
    });
  });

  it('repeat: the same text again from the member within minutes is held', () => {
    expect(judge(item(), facts({ repeated: true }))).toEqual({ outcome: 'hold', reasons: ['duplicate'] });
  });

  it('banned words: refused with a message the reader can act on, even when written apart', () => {
    expect(judge(item({ content: '来玩网上赌 博吧' }), facts())).toEqual({
      outcome: 'refuse',
      reasons: ['banned-word'],
      message: '内容包含违禁词，请修改后再发',
    });
  });

  it('suspect words: held for review even where the site moderates after publishing', () => {
    expect(judge(item({ content: '专业代购，私聊' }), facts())).toEqual({
      outcome: 'hold',
      reasons: ['suspect-word'],
    });
  });

  it('links: http(s) addresses and www. forms (full-width too) are held', () => {
    for (const content of ['看这里 https://example.com/x', '访问 www.example.cn', '访问 ｗｗｗ．example．cn'])
      expect(judge(item({ content }), facts()), content).toEqual({ outcome: 'hold', reasons: ['link'] });
    expect(judge(item({ content: '邮箱是 a.www@example' }), facts()).outcome).toBe('publish');
  });

  it('new members: their first N items are held until N are public', () => {
    const strict = settings({ newMemberApprovals: 3 });
    const newcomer = { ...regular, publicItems: 2 };
    expect(judge(item(), facts({ settings: strict, member: newcomer }))).toEqual({
      outcome: 'hold',
      reasons: ['new-member'],
    });
    expect(judge(item(), facts({ settings: strict, member: { ...newcomer, publicItems: 3 } })).outcome).toBe(
      'publish',
    );
    // 0: off
    expect(judge(item(), facts({ member: { ...newcomer, publicItems: 0 } })).outcome).toBe('publish');
  });

  it('rejected often: three of the member’s last five decided items rejected holds the next', () => {
    expect(judge(item(), member({ recentRejected: 3 }))).toEqual({
      outcome: 'hold',
      reasons: ['rejected-often'],
    });
    expect(judge(item(), member({ recentRejected: 2 })).outcome).toBe('publish');
  });

  it('mode: pre holds, closed refuses whatever else held it; the item’s own mode is over the site’s', () => {
    expect(judge(item(), facts({ settings: settings({ mode: 'pre' }) }))).toEqual({
      outcome: 'hold',
      reasons: ['mode'],
    });
    expect(judge(item({ areaMode: 'pre' }), facts())).toEqual({ outcome: 'hold', reasons: ['mode'] });
    // the newsroom's site-wide mode is over the area's own
    expect(judge(item({ areaMode: 'pre' }), facts({ settings: settings({ mode: 'post' }) })).outcome).toBe(
      'publish',
    );
    expect(
      judge(item({ mode: 'closed', content: '代购' }), facts({ settings: settings({ mode: 'post' }) })),
    ).toEqual({
      outcome: 'refuse',
      reasons: ['closed'],
      message: '评论功能已关闭',
    });
  });

  it('names every hold that applies, in the order of the rules', () => {
    const decision = judge(item({ content: '代购 www.example.cn' }), {
      ...member({ status: 'premod', recentRejected: 4 }),
      repeated: true,
      settings: settings({ mode: 'pre' }),
    });
    expect(decision).toEqual({
      outcome: 'hold',
      reasons: ['premod', 'duplicate', 'suspect-word', 'link', 'rejected-often', 'mode'],
    });
  });

  it('without a member yet (a nickname at sign-up) only the text and the mode are judged', () => {
    expect(
      judge(item({ uid: null }), facts({ member: undefined, settings: settings({ newMemberApprovals: 3 }) })),
    ).toEqual({ outcome: 'publish', reasons: [] });
  });
});
