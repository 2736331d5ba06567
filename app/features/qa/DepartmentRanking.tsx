// 部门回复排行: every department with its reply rate and median days to reply over the last 90 days, as counted by
// the publisher (qaForm), in the server's HTML. Readers of 问政 platforms complain of replies weeks overdue: the time
// is made visible before they ask.
import type { DepartmentFigures } from '~/api/qa/entities';
import { useI18n } from '~/i18n/context';
import { figuresInWords } from './figuresInWords';
import { rankDepartments } from './ranking';
import styles from './InquiryForm.module.css';

export function DepartmentRanking({ departments }: { departments: DepartmentFigures[] }) {
  const { t } = useI18n();
  const ranked = rankDepartments(departments);
  return (
    <section className={styles.ranking} aria-labelledby="qa-ranking">
      <h2 id="qa-ranking" className={styles.subheading}>
        {t('qa.ranking.title')}
      </h2>
      {ranked.length === 0 ? (
        <p className={styles.hint}>{t('qa.ranking.empty')}</p>
      ) : (
        <ol className={styles.rankList}>
          {ranked.map((d) => (
            <li key={d.id} className={styles.rankRow}>
              <span className={styles.rankName}>{d.name}</span>
              <span className={styles.hint}>{figuresInWords(d, t)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
