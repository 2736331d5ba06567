import type { AnswererView } from './askView';
import styles from './Ask.module.css';

/** The answerer's card: avatar (or the first letter of the name), name and role. */
export function Answerer({ answerer, label }: { answerer: AnswererView; label: string }) {
  return (
    <div className={styles.answerer} aria-label={label} role="group">
      {answerer.icon ? (
        <img className={styles.avatar} src={answerer.icon} alt="" width={48} height={48} />
      ) : (
        <span className={styles.avatar} aria-hidden="true">
          {[...answerer.name][0] ?? ''}
        </span>
      )}
      <span className={styles.answererText}>
        <strong className={styles.name}>{answerer.name}</strong>
        {answerer.role && <span className={styles.muted}>{answerer.role}</span>}
      </span>
    </div>
  );
}
