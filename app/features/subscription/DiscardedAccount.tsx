import { Link } from 'react-router';
import { useI18n } from '~/i18n/context';
import { href } from '~/lib/paths';
import styles from './DiscardedAccount.module.css';

/** spec §4: a closed, withdrawn or banned account's info is not shown; this says so and offers a way on. */
export function DiscardedAccount() {
  const { t } = useI18n();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('subscription.discardedTitle')}</h1>
      <p className={styles.message}>{t('subscription.discarded')}</p>
      <p className={styles.actions}>
        <Link className={styles.action} to={href.subscriptionList()}>
          {t('subscription.moreAccounts')}
        </Link>
        <Link className={styles.action} to={href.home()}>
          {t('common.backHome')}
        </Link>
      </p>
    </div>
  );
}
