import { describe, expect, it } from 'vitest';
import { ArticleType, type ArticleSummary } from '~/api/lists/entities';
import { messagesFor } from '~/i18n/messages.server';
import { createTranslate } from '~/i18n/translate';
import { timeAgo } from '~/lib/relativeTime';
import { presentEntry } from './present.server';
import { timeWords } from './timeWords';

const t = createTranslate(messagesFor('zh'));
const now = Date.UTC(2026, 10, 21, 12);
const minute = 60_000;
const day = 24 * 60 * minute;

describe('time words from the catalog (spec §9 ladder)', () => {
  it.each([
    [30_000, '刚刚'],
    [5 * minute, '5分钟前'],
    [3 * 60 * minute, '3小时前'],
    [2 * day, '2天前'],
    [15 * day, '2周前'],
    [65 * day, '2个月前'],
    [800 * day, '2年前'],
  ])('%i ms ago reads %s', (ago, text) => {
    expect(timeAgo(now - ago, now, timeWords(t))).toBe(text);
  });

  it('speaks Tibetan from the catalog', () => {
    expect(timeAgo(now - 5 * minute, now, timeWords(createTranslate(messagesFor('bo'))))).toBe(
      'སྐར་མ་ 5 གི་སྔོན་ལ།',
    );
  });
});

describe('presentEntry', () => {
  const item = {
    id: 1,
    columnId: 1,
    type: ArticleType.news,
    title: 't',
    publishedAt: now - 5 * minute,
    reads: 1500,
    comments: 12,
  } as ArticleSummary;
  const everything = {
    showPubTime: true,
    showReadCount: true,
    showDiscussCount: true,
    showPraiseCount: true,
  };

  it('formats time and counts the site shows', () => {
    expect(presentEntry(item, { now, t, globalCount: everything })).toEqual({
      item,
      time: '5分钟前',
      reads: '1k+',
      comments: '12',
    });
  });

  it('leaves out what the site’s count switches hide', () => {
    const none = {
      showPubTime: false,
      showReadCount: false,
      showDiscussCount: false,
      showPraiseCount: false,
    };
    expect(presentEntry(item, { now, t, globalCount: none })).toEqual({ item });
  });
});
