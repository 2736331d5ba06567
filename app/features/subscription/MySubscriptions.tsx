import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { Account } from '~/api/subscription/entities';
import { whenIdle } from '~/features/shell/whenIdle';
import { subscriptionApi } from '~/features/ui/follow/memberState';
import { useI18n } from '~/i18n/context';
import { AccountRow } from './AccountRow';
import styles from './SubscriptionsPage.module.css';
import { href } from '~/lib/paths';

/**
 * The member's own subscriptions, newest first, at the top of the page (read in the browser: the page itself is the
 * same for everyone). A visitor gets a way to log in, which is also what the server draws (without JavaScript nobody
 * is known) and what shows while the list is read: the section keeps its place, so the page below never moves.
 */
export function MySubscriptions() {
  const { t } = useI18n();
  const location = useLocation();
  const [mine, setMine] = useState<Account[] | null | undefined>(undefined);

  useEffect(() => {
    let live = true;
    const cancel = whenIdle(() => {
      void subscriptionApi()
        .then(async (api) => (api.memberId() ? api.myAccounts() : null))
        .catch(() => [])
        .then((accounts) => live && setMine(accounts));
    });
    return () => {
      live = false;
      cancel();
    };
  }, []);

  return (
    <section className={styles.section} aria-labelledby="mine-title">
      <h2 id="mine-title" className={styles.heading}>
        {t('subscription.mine')}
      </h2>
      {!mine ? (
        <p className={styles.note}>
          <Link to={href.login(location.pathname)}>{t('subscription.signInForMine')}</Link>
        </p>
      ) : mine.length === 0 ? (
        <p className={styles.note}>{t('subscription.noMine')}</p>
      ) : (
        <ul className={styles.list} aria-labelledby="mine-title">
          {mine.map((account) => (
            <AccountRow key={account.id} account={account} section="mine" />
          ))}
        </ul>
      )}
    </section>
  );
}
