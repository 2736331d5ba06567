// The error page for 404, 503 and anything else, in the reader's language, always with a way on.
import { isRouteErrorResponse } from 'react-router';
import { useI18n } from '~/i18n/context';
import { readCatalog, type PageCatalog } from '~/i18n/catalogText';
import type { MessageKey } from '~/i18n/messages.server';
import { href } from '~/lib/paths';
import type { ShellErrorData } from './shellData';
import styles from './ErrorPage.module.css';

function titleKey(status: number): MessageKey {
  if (status === 404) return 'shell.notFoundTitle';
  if (status === 502 || status === 503 || status === 504) return 'shell.serviceDownTitle';
  return 'shell.errorTitle';
}

/**
 * The document title for meta(): from the root's catalog, or from the one travelling with the error
 * when the root loader itself failed.
 */
export function errorTitle(error: unknown, rootCatalog?: PageCatalog): string {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const carried = isRouteErrorResponse(error)
    ? (error.data as Partial<ShellErrorData> | null)?.catalog
    : undefined;
  const catalog = rootCatalog ?? carried;
  return (catalog && readCatalog(catalog)[titleKey(status)]) ?? String(status);
}

export function ErrorPage({
  status,
  basePath,
  retryUrl,
}: {
  status: number;
  basePath: string;
  retryUrl: string;
}) {
  const { t } = useI18n();
  const notFound = status === 404;
  const down = titleKey(status) === 'shell.serviceDownTitle';
  // plain links, not router links: they must work when the scripts did not load
  const home = basePath.replace(/\/$/, '') + href.home();
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{t(titleKey(status))}</h1>
      <p className={styles.message}>
        {t(notFound ? 'common.notFound' : down ? 'common.serviceDown' : 'common.networkError')}
      </p>
      <p className={styles.actions}>
        {!notFound && (
          <a className={styles.primary} href={retryUrl}>
            {t('common.retry')}
          </a>
        )}
        <a className={notFound ? styles.primary : styles.secondary} href={home}>
          {t('common.backHome')}
        </a>
      </p>
    </main>
  );
}
