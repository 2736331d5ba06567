import { redirect } from 'react-router';
import { languageCookie } from '~/i18n/languageCookie';
import { isLanguage } from '~/i18n/locales';
import { href } from '~/lib/paths';
import { safeLocalPath } from '~/lib/localPath';
import type { Route } from './+types/language';

// The footer's language form without JavaScript (features/shell/LanguageSwitcher.tsx): stores the choice in the
// cookie and sends the reader back to the page the form was on, a page of this site only (else home). Never
// cached: the answer sets a cookie.
export function loader({ url }: Route.LoaderArgs) {
  const query = url.searchParams;
  const lang = query.get('lang');
  const headers = new Headers({ 'Cache-Control': 'no-store' });
  if (isLanguage(lang)) headers.set('Set-Cookie', languageCookie(lang));
  return redirect(safeLocalPath(query.get('back'), href.home()), { status: 303, headers });
}
