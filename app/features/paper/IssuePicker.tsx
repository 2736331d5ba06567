import { Link } from 'react-router';
import { useI18n } from '~/i18n/context';
import type { IssueMonth } from './editionView';
import styles from './EditionPage.module.css';

const weekdays = [
  'paper.mon',
  'paper.tue',
  'paper.wed',
  'paper.thu',
  'paper.fri',
  'paper.sat',
  'paper.sun',
] as const;

/**
 * The date picker: the months the paper came out in, as calendars where only the published days are links.
 * A <details>, so it opens and closes without JavaScript.
 */
export function IssuePicker({ months, dateLabel }: { months: IssueMonth[]; dateLabel: string }) {
  const { t } = useI18n();
  return (
    // a new day mounts it anew, so picking a day closes it
    <details key={dateLabel} className={styles.picker}>
      <summary className={styles.pickerSummary}>
        <span className="visually-hidden">{t('paper.pickDate')} </span>
        {dateLabel}
      </summary>
      <div className={styles.pickerMonths}>
        {months.map((month) => (
          <section key={month.month} aria-label={month.label}>
            <h2 className={styles.monthName}>{month.label}</h2>
            <ol className={styles.calendar}>
              {weekdays.map((day) => (
                <li key={day} className={styles.weekday} aria-hidden="true">
                  {t(day)}
                </li>
              ))}
              {Array.from({ length: month.days }, (_, i) => {
                const published = month.published.find((d) => d.day === i + 1);
                return (
                  <li key={i} style={i === 0 ? { gridColumnStart: month.lead + 1 } : undefined}>
                    {published ? (
                      <Link
                        className={styles.day}
                        to={published.href}
                        aria-current={published.current ? 'date' : undefined}
                        aria-label={t('paper.dayLink', { month: month.label, day: i + 1 })}
                      >
                        {i + 1}
                      </Link>
                    ) : (
                      <span className={styles.noIssue} aria-hidden="true">
                        {i + 1}
                      </span>
                    )}
                  </li>
                );
              })}
            </ol>
          </section>
        ))}
      </div>
    </details>
  );
}
