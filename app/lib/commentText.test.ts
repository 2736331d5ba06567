import { describe, expect, it } from 'vitest';
import { commentLength, textParts } from './commentText';

describe('comment text', () => {
  it('finds http(s) addresses in prose, leaving everything else as text', () => {
    expect(textParts('看这里https://news.example/a?b=1。好')).toEqual([
      { text: '看这里' },
      { link: 'https://news.example/a?b=1' },
      { text: '。好' },
    ]);
    expect(textParts('javascript:alert(1) <img src=x onerror=alert(1)>')).toEqual([
      { text: 'javascript:alert(1) <img src=x onerror=alert(1)>' },
    ]);
    expect(textParts('(see http://a.example/x).')).toEqual([
      { text: '(see ' },
      { link: 'http://a.example/x' },
      { text: ').' },
    ]);
  });

  it('counts code points, so emoji and Tibetan count as the publisher counts them', () => {
    expect(commentLength('  👍🏽 ')).toBe(2);
    expect(commentLength('བཀྲ་ཤིས')).toBe(7);
    expect(commentLength('好')).toBe(1);
  });
});
