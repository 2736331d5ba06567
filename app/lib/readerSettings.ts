// The reader's theme and text size (issue 40, "choices persist"), stored as the language is (app/i18n/
// languageCookie.ts): cookies, so the server renders every page in them from the first paint. Read here by the root
// loader, the settings address (app/routes/settings.ts) and the page cache's shared key (app/server/pageSharing.ts).
// Why cookies and how the app's `?dark=` fits in: docs/reader-settings.md.

/** light, dark, or whatever the phone is set to (prefers-color-scheme; light where a webview cannot tell) */
export const themeSettings = ['light', 'dark', 'system'] as const;
export type ThemeSetting = (typeof themeSettings)[number];

/**
 * spec §9 "font size equals base font size plus step times setting": the settings -1, 0, 1 and 2 (小, 标准, 大,
 * 特大), on top of the reader's own browser text size (base.css turns them into the rem base)
 */
export const textSizes = ['small', 'standard', 'large', 'xlarge'] as const;
export type TextSize = (typeof textSizes)[number];

export interface ReaderSettings {
  theme: ThemeSetting;
  textSize: TextSize;
}

/** What a reader who chose nothing sees: today's light pages at the browser's own size. */
export const defaultReaderSettings: ReaderSettings = { theme: 'light', textSize: 'standard' };

/** The cookies' names. With `lang`, the only cookies an anonymous page depends on (the page cache keys on them). */
export const settingCookieNames = { theme: 'theme', textSize: 'textsize' } as const;

/** a year: a choice is the reader's until they change it */
const maxAgeSeconds = 365 * 24 * 60 * 60;

export function isThemeSetting(value: unknown): value is ThemeSetting {
  return themeSettings.includes(value as ThemeSetting);
}

export function isTextSize(value: unknown): value is TextSize {
  return textSizes.includes(value as TextSize);
}

/** A cookie's value in a Cookie header (the first, if a browser sends the name twice). */
export function cookieValue(cookieHeader: string | null | undefined, name: string): string | undefined {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return undefined;
}

/** The stored choices; a missing or unknown value is the default, never an error. */
export function readerSettingsFromCookie(cookieHeader: string | null | undefined): ReaderSettings {
  const theme = cookieValue(cookieHeader, settingCookieNames.theme);
  const textSize = cookieValue(cookieHeader, settingCookieNames.textSize);
  return {
    theme: isThemeSetting(theme) ? theme : defaultReaderSettings.theme,
    textSize: isTextSize(textSize) ? textSize : defaultReaderSettings.textSize,
  };
}

/** The Set-Cookie value (or document.cookie assignment) that stores a choice for every page of the site. */
export function choiceCookie(name: string, value: string): string {
  return `${name}=${value}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax`;
}
