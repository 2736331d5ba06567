import { describe, expect, it } from 'vitest';
import { graphemes } from '~/lib/lineBreak';
import { layoutPoster, POSTER_WIDTH, type PosterWords } from './posterLayout';

// a monospaced font: each cluster as wide as the font's size
const measure = (text: string, font: string) => graphemes(text).length * Number(/(\d+)px/.exec(font)![1]);

const words: PosterWords = {
  title: '青岚港今日启动防汛演练，全市三十个社区同步参与',
  summary: '演练从上午九点开始，持续三个小时。',
  siteName: '青岚日报',
  scan: '长按识别二维码，阅读全文',
  picture: true,
  logo: true,
};

const inside = (x: number, width: number) => x >= 0 && x + width <= POSTER_WIDTH;

describe('layoutPoster', () => {
  it('stacks picture, title, summary, then the footer with the brand beside the QR code', () => {
    const layout = layoutPoster(words, 'sans-serif', measure);
    expect(layout.width).toBe(750);
    expect(layout.picture).toEqual({ x: 40, y: 40, width: 670, height: 377 });
    expect(layout.title.y).toBeGreaterThan(layout.picture!.y + layout.picture!.height);
    expect(layout.title.font).toBe('bold 44px sans-serif');
    // 670 px of 44 px characters: 15 a line
    expect(layout.title.lines).toEqual(['青岚港今日启动防汛演练，全市三', '十个社区同步参与']);
    expect(layout.summary.y).toBeGreaterThanOrEqual(layout.title.y + 2 * layout.title.lineHeight);
    expect(layout.rule).toBeGreaterThan(layout.summary.y + layout.summary.lineHeight);
    expect(layout.qr.y).toBeGreaterThan(layout.rule);
    expect(inside(layout.qr.x, layout.qr.width)).toBe(true);
    expect(layout.logo!.x + layout.logo!.width).toBeLessThanOrEqual(layout.siteName.x);
    expect(layout.height).toBeGreaterThanOrEqual(layout.qr.y + layout.qr.height + 40);
  });

  it('no text runs into the QR code, however long the site name', () => {
    const layout = layoutPoster({ ...words, siteName: '青'.repeat(60) }, 'sans-serif', measure);
    for (const block of [layout.siteName, layout.scan]) {
      for (const line of block.lines) {
        expect(block.x + measure(line, block.font)).toBeLessThanOrEqual(layout.qr.x);
      }
    }
    expect(layout.siteName.lines).toHaveLength(2);
    expect(layout.siteName.lines[1]).toMatch(/…$/);
  });

  it('without a picture or logo, the title starts at the top and the name at the margin', () => {
    const layout = layoutPoster({ ...words, picture: false, logo: false }, 'sans-serif', measure);
    expect(layout.picture).toBeUndefined();
    expect(layout.logo).toBeUndefined();
    expect(layout.title.y).toBe(40);
    expect(layout.siteName.x).toBe(40);
  });

  it('a long title keeps to three lines, and Tibetan lines get taller room', () => {
    const long = layoutPoster({ ...words, title: '字'.repeat(200) }, 'sans-serif', measure);
    expect(long.title.lines).toHaveLength(3);
    expect(long.title.lines[2]).toMatch(/…$/);
    const tibetan = layoutPoster({ ...words, title: 'བོད་ཀྱི་གསར་འགྱུར་སྒྲུབ་པ།' }, 'sans-serif', measure);
    expect(tibetan.title.lineHeight).toBeGreaterThan(
      layoutPoster(words, 'sans-serif', measure).title.lineHeight,
    );
    expect(tibetan.title.lines.join('')).toBe('བོད་ཀྱི་གསར་འགྱུར་སྒྲུབ་པ།');
  });

  it('an empty summary takes no room', () => {
    const layout = layoutPoster({ ...words, summary: '' }, 'sans-serif', measure);
    expect(layout.summary.lines).toEqual([]);
    expect(layout.rule).toBe(layout.summary.y + 32);
  });
});
