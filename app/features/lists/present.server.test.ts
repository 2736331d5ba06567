import { describe, expect, it } from 'vitest';
import { ArticleType, type ArticleSummary } from '~/api/entities';
import { messagesFor } from '~/i18n/messages.server';
import { createTranslate } from '~/i18n/translate';
import { countText } from './countText';
import { presentEntry } from './present.server';
import { relativeTime } from './relativeTime';

const t = createTranslate(messagesFor('zh'));
const now = Date.UTC(2026, 10, 21, 12);
const minute = 60_000;
const day = 24 * 60 * minute;

describe('relativeTime (spec §9)', () => {
  it.each([
    [30_000, '刚刚'],
    [5 * minute, '5分钟前'],
    [3 * 60 * minute, '3小时前'],
    [2 * day, '2天前'],
    [15 * day, '2周前'],
    [65 * day, '2个月前'],
    [800 * day, '2年前'],
  ])('%i ms ago reads %s', (ago, text) => {
    expect(relativeTime(now - ago, now, t)).toBe(text);
  });

  it('speaks Tibetan from the catalog', () => {
    expect(relativeTime(now - 5 * minute, now, createTranslate(messagesFor('bo')))).toBe('སྐར་མ་ 5 གི་སྔོན་ལ།');
  });
});

describe('countText (spec §5)', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1k+'],
    [9999, '9k+'],
    [10_000, '1w+'],
    [123_456, '12w+'],
  ])('%i shows as %s', (count, text) => {
    expect(countText(count)).toBe(text);
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
