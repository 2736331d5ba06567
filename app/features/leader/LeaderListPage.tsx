import { Link } from 'react-router';
import type { Leader } from '~/api/leader/entities';
import { Avatar } from '~/features/ui/avatar/Avatar';
import { useI18n } from '~/i18n/context';
import { href } from '~/lib/paths';
import styles from './LeaderPages.module.css';

/** LeaderViewList: every leader, each opening their page (figureDetail). */
export function LeaderListPage({ leaders }: { leaders: Leader[] }) {
  const { t } = useI18n();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('leader.listTitle')}</h1>
      {leaders.length === 0 ? (
        <p className={styles.empty}>{t('leader.noLeaders')}</p>
      ) : (
        <ul className={styles.list}>
          {leaders.map((leader) => (
            <li key={leader.id}>
              <Link className={styles.row} to={href.figureDetail(leader.id)}>
                <Avatar icon={leader.photo} size="large" />
                <span className={styles.who}>
                  <span className={styles.name}>{leader.name}</span>
                  {leader.duty && <span className={styles.duty}>{leader.duty}</span>}
                  {leader.description && <span className={styles.summary}>{leader.description}</span>}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
