import { LoginPage } from '~/features/account/LoginPage';
import { pageTitle } from '~/features/shell/pageTitle';
import type { ShellData } from '~/features/shell/shellData';
import { readCatalog } from '~/i18n/catalogText';
import type { Route } from './+types/login';

export function meta({ matches }: Route.MetaArgs) {
  const shell = matches[0]?.data as ShellData | undefined;
  return [
    { title: pageTitle(matches, shell && readCatalog(shell.catalog)['account.title']) },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function Login() {
  return <LoginPage />;
}
