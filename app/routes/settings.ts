import { redirect } from 'react-router';
import { languageCookie } from '~/i18n/languageCookie';
import { isLanguage } from '~/i18n/locales';
import { href } from '~/lib/paths';
import { safeLocalPath } from '~/lib/localPath';
import { choiceCookie, isTextSize, isThemeSetting, settingCookieNames } from '~/lib/readerSettings';
import type { Route } from './+types/settings';

// The reader's choices without JavaScript: the footer's language form (features/shell/LanguageSwitcher.tsx) and the
// theme and text-size forms of 设置 (features/shell/ReaderSettings.tsx) send a choice here; it is stored in its
// cookie (an unknown value is ignored) and the reader goes back to the page the form was on, a page of this site only
// (else home). Never cached: the answer sets cookies.
export function loader({ url }: Route.LoaderArgs) {
  const query = url.searchParams;
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  const lang = query.get('lang');
  if (isLanguage(lang)) headers.append('Set-Cookie', languageCookie(lang));
  const theme = query.get('theme');
  if (isThemeSetting(theme)) headers.append('Set-Cookie', choiceCookie(settingCookieNames.theme, theme));
  const textSize = query.get('textsize');
  if (isTextSize(textSize)) headers.append('Set-Cookie', choiceCookie(settingCookieNames.textSize, textSize));
  return redirect(safeLocalPath(query.get('back'), href.home()), { status: 303, headers });
}
