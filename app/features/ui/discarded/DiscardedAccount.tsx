import { Link } from 'react-router';
import { useI18n } from '~/i18n/context';
import { href } from '~/lib/paths';
import styles from './DiscardedAccount.module.css';

/**
 * An account whose page is not shown any more, saying so with a way on: a closed, withdrawn or banned self-media
 * account (spec §4 "Account info is discarded"), or a member who deleted their account. Texts are the page's own.
 */
export function DiscardedAccount({
  title,
  message,
  more,
}: {
  title: string;
  message: string;
  more?: { to: string; label: string };
}) {
  const { t } = useI18n();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.message}>{message}</p>
      <p className={styles.actions}>
        {more ? (
          <Link className={styles.action} to={more.to}>
            {more.label}
          </Link>
        ) : null}
        <Link className={styles.action} to={href.home()}>
          {t('common.backHome')}
        </Link>
      </p>
    </div>
  );
}
