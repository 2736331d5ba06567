import { Link } from 'react-router';
import { useI18n } from '~/i18n/context';
import { href } from '~/lib/paths';
import type { WrongType } from './wrongType';
import styles from './TopicPages.module.css';

/** A clear sentence and a way on: home. */
export function Notice({ message }: { message: string }) {
  const { t } = useI18n();
  return (
    <div className={styles.notice} role="status">
      <p>{message}</p>
      <Link className={styles.way} to={href.home()}>
        {t('common.backHome')}
      </Link>
    </div>
  );
}

/** The page of one type asked for an article of another: its title, what it is not, and its own page. */
export function WrongTypePage({ view, message }: { view: WrongType; message: string }) {
  const { t } = useI18n();
  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.heading}>{view.title}</h1>
      </header>
      <div className={styles.notice} role="status">
        <p>{message}</p>
        {/* not the list's ItemAnchor: importing it here splits it out of the list chunk that every page loads */}
        {view.link.kind === 'internal' ? (
          <Link className={styles.way} to={view.link.to}>
            {t('topic.readIt')}
          </Link>
        ) : (
          <a className={styles.way} href={view.link.url} rel="noopener noreferrer">
            {t('topic.readIt')}
          </a>
        )}
      </div>
    </article>
  );
}
