// spec §2 "Page modes come from URL query values": pure reading of the query, no React.

export type ThemeChoice = 'light' | 'dark' | 'grey' | 'first-screen-grey';

/** The page's colours when the query names them: they win over the reader's stored theme for this page. */
export type QueryColours = 'light' | 'dark';

export interface PageModes {
  share: boolean;
  preview: boolean;
  view: boolean;
  cms: boolean;
  /** ydcb=1 flags a special channel */
  ydcb: boolean;
  /** a title query value overrides the page title */
  title?: string;
  /** the theme the query asks for, if any */
  theme?: ThemeChoice;
  /** light or dark as the query names it (theme=light|dark, else the native app's dark=true|false), if it does */
  colours?: QueryColours;
}

const truthy = new Set(['1', 'true']);
const falsy = new Set(['0', 'false']);

function flag(query: URLSearchParams, name: string, values: ReadonlySet<string> = truthy): boolean {
  const value = query.get(name);
  return value !== null && values.has(value.toLowerCase());
}

const themeNames: Record<string, ThemeChoice> = {
  light: 'light',
  dark: 'dark',
  grey: 'grey',
  gray: 'grey',
  'first-screen-grey': 'first-screen-grey',
  firstscreengrey: 'first-screen-grey',
};

/** spec: "Theme values are grey, dark=true, or theme". theme= wins, then dark=true, then grey. */
function themeFrom(query: URLSearchParams): ThemeChoice | undefined {
  const named = query.get('theme');
  if (named !== null) {
    const theme = themeNames[named.toLowerCase()];
    if (theme) return theme;
  }
  if (flag(query, 'dark')) return 'dark';
  // `?grey` alone counts, as do grey=1 and grey=true
  const grey = query.get('grey');
  if (grey !== null && (grey === '' || truthy.has(grey.toLowerCase()))) return 'grey';
  return undefined;
}

/** The colours the query names: theme= first (as for the theme), then the app's dark=true|false. */
function coloursFrom(query: URLSearchParams, theme: ThemeChoice | undefined): QueryColours | undefined {
  if (theme === 'light' || theme === 'dark') return theme;
  if (flag(query, 'dark')) return 'dark';
  return flag(query, 'dark', falsy) ? 'light' : undefined;
}

export function pageModesFrom(query: URLSearchParams): PageModes {
  const title = query.get('title')?.trim();
  const theme = themeFrom(query);
  const colours = coloursFrom(query, theme);
  return {
    share: flag(query, 'isShare', new Set(['true'])),
    preview:
      query.get('yl') === '1' ||
      flag(query, 'isPreview', new Set(['true'])) ||
      flag(query, 'innerPreview') ||
      flag(query, 'inCmsPreview'),
    view: query.get('ck') === '1' || flag(query, 'isView', new Set(['true'])),
    cms: query.get('cms') === '1' || flag(query, 'inCmsPage', new Set(['true'])),
    ydcb: query.get('ydcb') === '1',
    ...(title ? { title } : {}),
    ...(theme ? { theme } : {}),
    ...(colours ? { colours } : {}),
  };
}

/** spec §4: preview mode when aStatus is not 1 (the article is not published) or the URL asks for it. */
export function isPreview(article: { published: boolean }, modes: { preview: boolean }): boolean {
  return !article.published || modes.preview;
}
