import { useI18n } from '~/i18n/context';
import styles from './ActivityPage.module.css';

/** The first 8 entrants (spec §9) and how many there are in all. */
export function Entrants({ entrants, total }: { entrants: { id: number; name: string }[]; total: number }) {
  const { t } = useI18n();
  return (
    <section className={styles.entrants} aria-labelledby="activity-entrants">
      <h2 id="activity-entrants" className={styles.sectionTitle}>
        {t('activity.entrantsTitle')}{' '}
        <span className={styles.count}>{t('activity.entries', { count: total })}</span>
      </h2>
      {total === 0 ? (
        <p className={styles.muted}>{t('activity.noEntries')}</p>
      ) : (
        // the names are the server's (cached) read: a count that moved since may run ahead of them
        entrants.length > 0 && (
          <ul className={styles.entrantList}>
            {entrants.map((e) => (
              <li key={e.id}>{e.name}</li>
            ))}
          </ul>
        )
      )}
    </section>
  );
}
