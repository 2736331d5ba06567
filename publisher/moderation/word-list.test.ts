import { describe, expect, it } from 'vitest';
import { foldForMatching, wordList } from './word-list.ts';

describe('wordList', () => {
  const list = wordList(['违禁词', '赌博', 'bad', 'he', 'she', 'hers']);

  it('finds a word anywhere in Chinese text, which has no spaces between words', () => {
    expect(list.find('这里有违禁词出现')).toEqual(['违禁词']);
    expect(list.find('网上赌博害人')).toEqual(['赌博']);
    expect(list.find('干净的评论')).toEqual([]);
  });

  it('sees through the usual evasions: full-width forms, case, spaces and symbols between characters', () => {
    expect(list.find('违 禁 词')).toEqual(['违禁词']);
    expect(list.find('违*禁·词')).toEqual(['违禁词']);
    expect(list.find('赌\u200b博')).toEqual(['赌博']);
    expect(list.find('ｂａｄ')).toEqual(['bad']);
    expect(list.find('B-A-D')).toEqual(['bad']);
  });

  it('finds overlapping words and each word once', () => {
    expect(list.find('ushers').sort()).toEqual(['he', 'hers', 'she']);
    expect(list.find('赌博赌博')).toEqual(['赌博']);
  });

  it('an empty list or a word of fillers only matches nothing', () => {
    expect(wordList([]).find('任何文字')).toEqual([]);
    expect(wordList(['  ', '***']).size).toBe(0);
  });

  it('10,000 words: one pass over a comment, built once, well under a millisecond a post', () => {
    const words = Array.from({ length: 10_000 }, (_, i) => `词${i.toString(36)}禁${(i * 7919).toString(36)}`);
    const big = wordList(words);
    expect(big.size).toBe(10_000);
    const comment = '这是一条普通的评论，说说今天的新闻。'.repeat(25);
    const started = performance.now();
    for (let i = 0; i < 1_000; i += 1) big.find(comment);
    const perPost = (performance.now() - started) / 1_000;
    expect(perPost).toBeLessThan(1);
    expect(big.find(`${comment}词${(42).toString(36)}禁${(42 * 7919).toString(36)}`)).toEqual([words[42]]);
  });
});

describe('foldForMatching', () => {
  it('folds full-width to half-width and drops what sits between characters', () => {
    expect(foldForMatching('Ａ Ｂ，c！')).toEqual(['a', 'b', 'c']);
  });
});
