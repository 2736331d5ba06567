import { describe, expect, it } from 'vitest';
import { pageModesFrom } from '~/lib/pageModes';
import { themeClasses, themeFor } from './shellData';

const modes = (query: string) => pageModesFrom(new URLSearchParams(query));

describe('themeFor (spec §4 Theme, with the reader’s stored theme)', () => {
  it('the stored theme colours every page whose query names none', () => {
    expect(themeFor(modes(''), false, 'dark')).toEqual({ colours: 'dark' });
    expect(themeFor(modes('column=3'), false, 'system')).toEqual({ colours: 'system' });
    expect(themeFor(modes(''), false, 'light')).toEqual({ colours: 'light' });
  });

  it("the app's dark=true|false and theme=light|dark win for their page", () => {
    expect(themeFor(modes('dark=true'), false, 'light')).toEqual({ colours: 'dark' });
    expect(themeFor(modes('dark=false'), false, 'dark')).toEqual({ colours: 'light' });
    expect(themeFor(modes('theme=light'), false, 'system')).toEqual({ colours: 'light' });
  });

  it('grey from the query or the config goes over the colours; a query theme turns the config’s grey off', () => {
    expect(themeFor(modes('grey=1'), false, 'dark')).toEqual({ colours: 'dark', grey: 'grey' });
    expect(themeFor(modes('theme=first-screen-grey'), false, 'light')).toEqual({
      colours: 'light',
      grey: 'first-screen-grey',
    });
    expect(themeFor(modes(''), true, 'dark')).toEqual({ colours: 'dark', grey: 'grey' });
    // the app's dark=false names no theme: a mourning day stays grey
    expect(themeFor(modes('dark=false'), true, 'dark')).toEqual({ colours: 'light', grey: 'grey' });
    expect(themeFor(modes('dark=true'), true, 'light')).toEqual({ colours: 'dark' });
  });
});

describe('themeClasses', () => {
  it('names the colours, and the grey over them', () => {
    expect(themeClasses({ colours: 'dark' })).toBe('theme-dark');
    expect(themeClasses({ colours: 'system', grey: 'grey' })).toBe('theme-system theme-grey');
  });
});
