// What the root loader gives every page's shell, and how the shell reads it.
import { isRouteErrorResponse, useMatches, useRouteError, useRouteLoaderData } from 'react-router';
import type { SiteConfig } from '~/api/session/entities';
import { matchedCatalog, readCatalog, type PageCatalog } from '~/i18n/catalogText';
import type { Messages } from '~/i18n/messages.server';
import type { Language } from '~/i18n/locales';
import type { PageModes } from '~/lib/pageModes';
import type { ReaderSettings, ThemeSetting } from '~/lib/readerSettings';
import { safeHttpUrl } from '~/lib/safeUrl';
import { brandColour } from './brandColour';

export interface ShellSite {
  /**
   * The site's public origin (the app server's SITE_URL, which every page's request URL is on): what QR codes and
   * posters made in the browser name, so that they point where the site is published, not at the address this
   * reader happens to have opened
   */
  origin: string;
  name: string;
  logo: string;
  showSearch: boolean;
  /** only a valid http(s) URL (spec §2: the newspaper icon appears only then) */
  paperUrl?: string;
  /** only when filing is open and its URL parses (spec §2) */
  filing?: { url: string; number: string };
  /** the config's theme colour, when it is a plain hex colour */
  brand?: string;
  /** the site has a native app to download (the messenger's open-in-app offer leads there) */
  hasApp: boolean;
}

/** What <html> is drawn in: the colours, and the mourning grey over them when the page or the site asks for it. */
export interface PageTheme {
  colours: ThemeSetting;
  grey?: 'grey' | 'first-screen-grey';
}

export interface ShellData {
  lang: Language;
  /** the root's catalog areas (common, shell, errors, notices); each route's loader sends its own */
  catalog: PageCatalog;
  theme: PageTheme;
  /** the reader's stored choices (the page's colours may differ: the query's win for its page) */
  settings: ReaderSettings;
  modes: PageModes;
  site: ShellSite;
}

/** What the root loader throws when the site cannot render, so the error page still speaks the reader's language. */
export interface ShellErrorData {
  lang: Language;
  catalog: PageCatalog;
}

export interface ShellLanguage {
  lang: Language;
  messages: Partial<Messages>;
}

export function shellSiteFrom(config: SiteConfig, origin: string): ShellSite {
  const paperUrl = safeHttpUrl(config.paperUrl);
  const filingUrl = config.filing.open ? safeHttpUrl(config.filing.url) : undefined;
  const brand = brandColour(config.themeColor);
  return {
    origin,
    name: config.appName,
    logo: safeHttpUrl(config.padLogo) ?? safeHttpUrl(config.appLogo) ?? '',
    showSearch: config.showSearchList,
    hasApp: Boolean(safeHttpUrl(config.appDownload.android) ?? safeHttpUrl(config.appDownload.ios)),
    ...(paperUrl ? { paperUrl } : {}),
    ...(filingUrl ? { filing: { url: filingUrl, number: config.filing.number } } : {}),
    ...(brand ? { brand } : {}),
  };
}

/**
 * spec §4 Theme: the query's theme for its page, else grey when the config says detailPageGrey; the colours are the
 * query's (the native app's dark=true|false) for its page, else the reader's stored theme. A theme the query names
 * turns the site's grey off for its page, as it always did (`?dark=true` is dark, not grey).
 */
export function themeFor(
  modes: Pick<PageModes, 'theme' | 'colours'>,
  detailPageGrey: boolean,
  stored: ThemeSetting,
): PageTheme {
  const grey =
    modes.theme === 'grey' || modes.theme === 'first-screen-grey'
      ? modes.theme
      : modes.theme === undefined && detailPageGrey
        ? 'grey'
        : undefined;
  return { colours: modes.colours ?? stored, ...(grey ? { grey } : {}) };
}

/** <html>'s theme classes: `theme-light|dark|system`, and `theme-grey` or `theme-first-screen-grey` over them. */
export function themeClasses(theme: PageTheme): string {
  return theme.grey ? `theme-${theme.colours} theme-${theme.grey}` : `theme-${theme.colours}`;
}

export function useShellData(): ShellData | undefined {
  return useRouteLoaderData('root') as ShellData | undefined;
}

/**
 * Language and words for the page: the root's catalog areas with the page's own layered over them, also when
 * the root loader itself failed (its error carries the root's areas).
 */
export function useShellLanguage(): ShellLanguage | undefined {
  const data = useShellData();
  const error = useRouteError();
  const matches = useMatches();
  if (data) return { lang: data.lang, messages: readCatalog(matchedCatalog(matches)) };
  const carried = isRouteErrorResponse(error) && isShellErrorData(error.data) ? error.data : undefined;
  return carried && { lang: carried.lang, messages: readCatalog(carried.catalog) };
}

function isShellErrorData(value: unknown): value is ShellErrorData {
  return typeof value === 'object' && value !== null && 'lang' in value && 'catalog' in value;
}
