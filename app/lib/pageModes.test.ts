import { describe, expect, it } from 'vitest';
import { isPreview, pageModesFrom } from './pageModes';

const modes = (query: string) => pageModesFrom(new URLSearchParams(query));

describe('pageModesFrom (spec §2 page modes)', () => {
  it('reads nothing from an empty query', () => {
    expect(modes('')).toEqual({ share: false, preview: false, view: false, cms: false, ydcb: false });
  });

  it('isShare=true means share mode', () => {
    expect(modes('isShare=true').share).toBe(true);
    expect(modes('isShare=false').share).toBe(false);
  });

  it.each(['yl=1', 'isPreview=true', 'innerPreview=true', 'inCmsPreview=1'])('%s means preview', (q) => {
    expect(modes(q).preview).toBe(true);
  });

  it.each(['ck=1', 'isView=true'])('%s means view', (q) => {
    expect(modes(q).view).toBe(true);
  });

  it.each(['cms=1', 'inCmsPage=true'])('%s means inside a CMS page', (q) => {
    expect(modes(q).cms).toBe(true);
  });

  it('ydcb=1 flags the special channel', () => {
    expect(modes('ydcb=1').ydcb).toBe(true);
    expect(modes('ydcb=0').ydcb).toBe(false);
  });

  it('a title value overrides the page title; a blank one does not', () => {
    expect(modes('title=%E8%A6%81%E9%97%BB').title).toBe('要闻');
    expect(modes('title=%20').title).toBeUndefined();
  });

  it.each([
    ['grey', 'grey'],
    ['grey=1', 'grey'],
    ['dark=true', 'dark'],
    ['theme=dark', 'dark'],
    ['theme=grey', 'grey'],
    ['theme=first-screen-grey', 'first-screen-grey'],
    ['theme=light&dark=true', 'light'],
  ])('%s gives the %s theme', (q, theme) => {
    expect(modes(q).theme).toBe(theme);
  });

  it('ignores unknown theme values', () => {
    expect(modes('theme=neon').theme).toBeUndefined();
    expect(modes('dark=false').theme).toBeUndefined();
  });

  it.each([
    ['dark=true', 'dark'],
    ['dark=1', 'dark'],
    ['dark=false', 'light'],
    ['dark=0', 'light'],
    ['theme=light&dark=true', 'light'],
    ['theme=grey&dark=true', 'dark'],
    ['theme=dark', 'dark'],
  ])("%s names the page's colours %s (the app's choice wins over the stored one)", (q, colours) => {
    expect(modes(q).colours).toBe(colours);
  });

  it('names no colours when the query does not', () => {
    for (const q of ['', 'grey=1', 'theme=first-screen-grey', 'dark=', 'dark=maybe', 'theme=neon']) {
      expect(modes(q).colours, q).toBeUndefined();
    }
  });
});

describe('isPreview (spec §4)', () => {
  it('when not published or asked by the URL', () => {
    expect(isPreview({ published: false }, { preview: false })).toBe(true);
    expect(isPreview({ published: true }, { preview: true })).toBe(true);
    expect(isPreview({ published: true }, { preview: false })).toBe(false);
  });
});
