import { Link } from 'react-router';
import { useI18n } from '~/i18n/context';
import { href } from '~/lib/paths';
import { AccountRow } from './AccountRow';
import { MySubscriptions } from './MySubscriptions';
import type { SubscriptionsData } from './subscriptionsData';
import styles from './SubscriptionsPage.module.css';

/** subscriptionList: the member's subscriptions first, then recommended accounts, then the categories' accounts. */
export function SubscriptionsPage({ data }: { data: SubscriptionsData }) {
  const { t } = useI18n();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('subscription.listTitle')}</h1>
      <MySubscriptions />
      {data.recommended.length > 0 && (
        <section className={styles.section} aria-labelledby="recommended-title">
          <h2 id="recommended-title" className={styles.heading}>
            {t('subscription.recommended')}
          </h2>
          <ul className={styles.list} aria-labelledby="recommended-title">
            {data.recommended.map((account) => (
              <AccountRow key={account.id} account={account} section="recommended" />
            ))}
          </ul>
        </section>
      )}
      <section className={styles.section} aria-labelledby="categories-title">
        <h2 id="categories-title" className={styles.heading}>
          {t('subscription.categories')}
        </h2>
        <nav className={styles.categories} aria-labelledby="categories-title">
          {data.categories.map((category) => (
            <Link
              key={category.id}
              className={styles.category}
              to={href.subscriptionList(category.id)}
              aria-current={category.id === data.categoryId ? 'page' : undefined}
              replace
              preventScrollReset
            >
              {category.name}
            </Link>
          ))}
        </nav>
        {data.accounts.length > 0 ? (
          <ul className={styles.list}>
            {data.accounts.map((account) => (
              <AccountRow key={account.id} account={account} section="category" />
            ))}
          </ul>
        ) : (
          <p className={styles.note}>{t('subscription.noneInCategory')}</p>
        )}
      </section>
    </div>
  );
}
