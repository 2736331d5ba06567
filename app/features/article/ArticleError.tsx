import { Link, useLocation } from 'react-router';
import { href } from '~/lib/paths';
import { useI18n } from '~/i18n/context';
import styles from './ArticleError.module.css';

/** The news detail's own error body: not found (404) or the publisher away (503, with retry). */
export function ArticleError({ notFound }: { notFound: boolean }) {
  const { t } = useI18n();
  const location = useLocation();
  const message = notFound ? t('common.notFound') : t('common.serviceDown');
  // a <div>: pages render inside the root's <main> (docs/adr-app-server.md); the title comes from the route's meta
  return (
    <div className={styles.error}>
      <h1 className={styles.message}>{message}</h1>
      <p className={styles.actions}>
        {!notFound && (
          // a full load of this same page: a retry that works with or without JavaScript
          <Link className={styles.action} to={location} reloadDocument>
            {t('common.retry')}
          </Link>
        )}
        <Link className={styles.action} to={href.home()}>
          {t('common.backHome')}
        </Link>
      </p>
    </div>
  );
}
