import { describe, expect, it } from 'vitest';
import { breakUnits, codePointClusters, graphemes, wrapText } from './lineBreak';

// one unit a grapheme cluster: what a monospaced canvas would measure
const clusters = (text: string) => graphemes(text).length;

// a Tibetan stack: ས with subjoined ག and ར and the vowel sign u, one cluster
const stack = 'སྒྲུ';
const startsWithMark = (line: string) => /^\p{M}/u.test(line);

describe('graphemes', () => {
  it('keeps a Tibetan stack, an accented letter and an emoji sequence whole', () => {
    expect(graphemes(`${stack}བ`)).toEqual([stack, 'བ']);
    expect(graphemes('e\u0301t\u00e9')).toEqual(['e\u0301', 't', '\u00e9']);
  });

  it('without Intl.Segmenter, keeps combining marks with their base', () => {
    expect(codePointClusters(`བ${stack}བས་`)).toEqual(['བ', stack, 'བ', 'ས', '་']);
    expect(codePointClusters('e\u0301')).toEqual(['e\u0301']);
    expect(codePointClusters('👩\u200d💻!')).toEqual(['👩\u200d💻', '!']);
  });

  it('without Intl.Segmenter, wraps Tibetan the same way', () => {
    const title = 'བོད་ཀྱི་གསར་འགྱུར་སྒྲུབ་པ།';
    const withSegmenter = wrapText(title, { measure: clusters, width: 6 });
    const intl = Intl as { Segmenter?: unknown };
    const real = intl.Segmenter;
    intl.Segmenter = undefined;
    try {
      expect(graphemes(`${stack}བ`)).toEqual([stack, 'བ']);
      expect(wrapText(title, { measure: clusters, width: 6 })).toEqual(withSegmenter);
    } finally {
      intl.Segmenter = real;
    }
  });
});

describe('wrapText', () => {
  it('zh: breaks between any two characters, never before closing or after opening punctuation', () => {
    expect(wrapText('青岚港今日启动防汛演练', { measure: clusters, width: 4 })).toEqual([
      '青岚港今',
      '日启动防',
      '汛演练',
    ]);
    // 。 may not start a line: 练 goes down with it
    expect(wrapText('启动防汛演练。明天', { measure: clusters, width: 6 })).toEqual([
      '启动防汛演',
      '练。明天',
    ]);
    // 《 may not end a line
    expect(wrapText('请看专题《青岚》', { measure: clusters, width: 5 })).toEqual(['请看专题', '《青岚》']);
  });

  it('en: breaks at spaces only; the spaces do not count at a line end', () => {
    expect(wrapText('The harbour opens its flood drill today', { measure: clusters, width: 16 })).toEqual([
      'The harbour',
      'opens its flood',
      'drill today',
    ]);
  });

  it('mixed: Latin words stay whole beside Chinese', () => {
    expect(wrapText('青岚港Harbour演练', { measure: clusters, width: 9 })).toEqual(['青岚港', 'Harbour演练']);
  });

  it('bo: breaks after the tsheg, never inside a syllable or a stack, and never before the shad', () => {
    const title = 'བོད་ཀྱི་གསར་འགྱུར་སྒྲུབ་པ།';
    const lines = wrapText(title, { measure: clusters, width: 6 });
    expect(lines).toEqual(['བོད་ཀྱི་', 'གསར་', 'འགྱུར་', 'སྒྲུབ་པ།']);
    expect(lines.join('')).toBe(title);
    expect(breakUnits(title)).toEqual(['བོད་', 'ཀྱི་', 'གསར་', 'འགྱུར་', 'སྒྲུབ་', 'པ།']);
  });

  it('a 300-character string with no break cuts between clusters, every line full but the last', () => {
    const latin = 'a'.repeat(300);
    const lines = wrapText(latin, { measure: clusters, width: 40 });
    expect(lines.map((l) => l.length)).toEqual([...Array<number>(7).fill(40), 20]);
    // and Tibetan stacks repeated 300 times: cut between stacks, no line starting with a mark
    const tibetan = stack.repeat(300);
    const cut = wrapText(tibetan, { measure: clusters, width: 40 });
    expect(cut).toHaveLength(8);
    expect(cut.some(startsWithMark)).toBe(false);
    expect(cut.join('')).toBe(tibetan);
  });

  it('stops at maxLines with an ellipsis that fits', () => {
    const lines = wrapText('青岚港今日启动防汛演练，全市参与', { measure: clusters, width: 5, maxLines: 2 });
    expect(lines).toEqual(['青岚港今日', '启动防汛…']);
    expect(wrapText('short', { measure: clusters, width: 5, maxLines: 2 })).toEqual(['short']);
  });

  it('collapses runs of white space and gives nothing for empty text', () => {
    expect(wrapText('  a \n\n b  ', { measure: clusters, width: 10 })).toEqual(['a b']);
    expect(wrapText('   ', { measure: clusters, width: 10 })).toEqual([]);
  });
});
