import { describe, expect, test } from 'vitest';
import { highlight, searchNeedles } from './highlight';

const marked = (text: string, key: string) =>
  highlight(text, key)
    .map((p) => (p.hit ? `[${p.text}]` : p.text))
    .join('');

describe('highlight', () => {
  test('marks each typed word, case-free, keeping the text as written', () => {
    expect(marked('青岚港启动夏季防汛演练', '防汛')).toBe('青岚港启动夏季[防汛]演练');
    expect(marked('Qinglan Port opens', 'port QING')).toBe('[Qing]lan [Port] opens');
  });

  test('a Chinese word found only in pieces is marked by its pairs, as the index matched it', () => {
    expect(marked('两个人写汉字', '两个汉字')).toBe('[两个]人写[汉字]');
    expect(marked('两个汉字', '两个汉字')).toBe('[两个汉字]');
  });

  test('markup stays text and nothing matches an empty key', () => {
    expect(highlight('<b>标题</b>', '标题')).toEqual([
      { text: '<b>', hit: false },
      { text: '标题', hit: true },
      { text: '</b>', hit: false },
    ]);
    expect(highlight('标题', '   ')).toEqual([{ text: '标题', hit: false }]);
    expect(searchNeedles('')).toEqual([]);
  });

  test('neighbouring hits join into one mark', () => {
    expect(marked('ab', 'a b')).toBe('[ab]');
  });
});
