import { Link } from 'react-router';
import { useI18n } from '~/i18n/context';
import { href } from '~/lib/paths';
import styles from './RankingPage.module.css';

/** 打榜规则: the rules the publisher configured for the ranking, as plain text. */
export function RulesPage({ rules }: { rules: string[] }) {
  const { t } = useI18n();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('subscription.rulesTitle')}</h1>
      {rules.length === 0 ? (
        <p className={styles.period}>{t('subscription.noRules')}</p>
      ) : (
        <ol className={styles.rules}>
          {rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ol>
      )}
      <p className={styles.links}>
        <Link to={href.xyListShare()}>{t('subscription.rankTitle')}</Link>
      </p>
    </div>
  );
}
