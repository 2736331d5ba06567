import type { InviteRules } from '~/api/invite/entities';
import { useI18n } from '~/i18n/context';
import styles from './Invite.module.css';

/** The configured rules as plain lines (never HTML) under the points one invite earns. */
export function RulesList({ rules }: { rules: InviteRules }) {
  const { t } = useI18n();
  return (
    <section className={styles.card} aria-labelledby="invite-rules">
      <h2 id="invite-rules" className={styles.heading}>
        {t('invite.rules')}
      </h2>
      {!rules.open && <p>{t('invite.closed')}</p>}
      {rules.points > 0 && <p>{t('invite.points', { count: rules.points })}</p>}
      <ol className={styles.rules}>
        {rules.rules.map((rule, i) => (
          <li key={i}>{rule}</li>
        ))}
      </ol>
    </section>
  );
}
