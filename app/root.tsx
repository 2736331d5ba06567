import { Suspense } from 'react';
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  useLoaderData,
  useLocation,
  useMatches,
  useRouteError,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import type { Route } from './+types/root';
import { publisherForServer } from './api/server';
import { ErrorPage, errorTitle } from './features/shell/ErrorPage';
import { IdleShell } from './features/shell/IdleShell';
import { useNonce } from './features/shell/nonce';
import { pageTitle } from './features/shell/pageTitle';
import { ScrollReset } from './features/shell/ScrollReset';
import { appThemeScript } from './features/shell/appTheme';
import { readerScaleScript } from './features/shell/readerScale';
import {
  shellSiteFrom,
  themeClasses,
  themeFor,
  useShellData,
  useShellLanguage,
  type ShellData,
  type ShellErrorData,
} from './features/shell/shellData';
import { showsTopBar } from './features/shell/shellHandle';
import { preloadShellIslands, shellIslands } from './features/shell/shellIslands';
import { I18nProvider } from './i18n/context';
import { defaultLanguage, locales } from './i18n/locales';
import { catalogTexts, rootAreas } from './i18n/messages.server';
import { requestLanguage } from './i18n/request.server';
import { pageModesFrom } from './lib/pageModes';
import { readerSettingsFromCookie } from './lib/readerSettings';
import { runContextScript } from './platform/context';
import './styles/base.css';
import { tibetanFaceUrl, tibetanLabelFaceUrl } from './styles/tibetanFaces';

const basePath = import.meta.env.BASE_URL;
/**
 * The reader's browser text size, where the page runs and the native app's theme, before the first paint. Only the server's HTML runs it: a script
 * React writes in the browser never runs, and hydration keeps the server's text, so the browser's bundle (every
 * page's first load) carries none of it. One object for every render: React 19 writes an inline script again
 * whenever its `__html` object is new.
 */
const headScript = {
  __html: import.meta.env.SSR ? `${readerScaleScript};${runContextScript};${appThemeScript}` : '',
};

export async function loader({ request, url }: Route.LoaderArgs) {
  const lang = requestLanguage(request);
  const catalog = catalogTexts(lang, rootAreas);
  let config;
  try {
    // the top bar's and the footer's code, so that the server renders them in full (shellIslands.ts)
    [config] = await Promise.all([publisherForServer().session.getConfig(), preloadShellIslands()]);
  } catch (error) {
    console.warn('site config unavailable:', error instanceof Error ? error.message || error.name : error);
    // without the config no page can render: 503, and the error page speaks the reader's language
    throw data({ lang, catalog } satisfies ShellErrorData, { status: 503 });
  }
  const modes = pageModesFrom(url.searchParams);
  // theme and text size as stored (docs/reader-settings.md); the page cache keys its shared pages on them
  const settings = readerSettingsFromCookie(request.headers.get('cookie'));
  return {
    lang,
    catalog,
    theme: themeFor(modes, config.detailPageGrey, settings.theme),
    settings,
    modes,
    site: shellSiteFrom(config, url.origin),
  } satisfies ShellData;
}

/**
 * The root's catalog and the config travel once: re-run the root loader when the query (page modes, theme)
 * changes, after a form submission, or on an explicit revalidate (the language switch) — not on every link.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== 'GET') return defaultShouldRevalidate;
  if (currentUrl.search !== nextUrl.search) return true;
  return currentUrl.pathname === nextUrl.pathname && defaultShouldRevalidate;
}

export function meta({ matches, error }: Route.MetaArgs) {
  if (error) return [{ title: errorTitle(error, (matches[0]?.data as ShellData | undefined)?.catalog) }];
  return [{ title: pageTitle(matches) }];
}

export function Layout({ children }: { children: React.ReactNode }) {
  const shell = useShellData();
  const language = useShellLanguage();
  const nonce = useNonce();
  const lang = language?.lang ?? defaultLanguage;
  const locale = locales[lang];
  const brand = shell?.site.brand;
  return (
    <html
      lang={locale.tag}
      dir={locale.dir}
      className={`script-${locale.script} ${themeClasses(shell?.theme ?? { colours: 'light' })}`}
      // spec §9's text-size setting, drawn by base.css from the server's first byte on
      data-text-size={shell?.settings.textSize ?? 'standard'}
      style={brand ? ({ '--color-brand': brand } as React.CSSProperties) : undefined}
      // the reader-scale script adds a style property before React hydrates
      suppressHydrationWarning
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        {/* a PNG: an SVG icon is a document of its own, built on the page's main thread after the first paint */}
        <link rel="icon" type="image/png" sizes="48x48" href={`${basePath}favicon.png`} />
        <script nonce={nonce} dangerouslySetInnerHTML={headScript} suppressHydrationWarning />
        <link
          rel="preload"
          as="font"
          type="font/woff2"
          href={lang === 'bo' ? tibetanFaceUrl : tibetanLabelFaceUrl}
          crossOrigin="anonymous"
        />
        <Meta />
        <Links />
      </head>
      <body>
        {language ? (
          <I18nProvider lang={language.lang} messages={language.messages}>
            {children}
          </I18nProvider>
        ) : (
          children
        )}
        <ScrollReset />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const { site } = useLoaderData<typeof loader>();
  const topBar = showsTopBar(useMatches());
  return (
    <>
      {topBar && (
        <Suspense fallback={<div className="top-bar-space" />}>
          <shellIslands.topBar.Component site={site} />
        </Suspense>
      )}
      <main>
        <Outlet />
      </main>
      <Suspense>
        <shellIslands.siteFooter.Component site={site} />
      </Suspense>
      <IdleShell />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { pathname, search } = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <ErrorPage
      status={status}
      basePath={basePath}
      retryUrl={`${basePath.replace(/\/$/, '')}${pathname}${search}`}
    />
  );
}
