import { Link } from 'react-router';
import { useI18n } from '~/i18n/context';
import type { PageLink } from './editionView';
import styles from './EditionPage.module.css';

/** The day's pages in a row, each small with its 版次 and 版名; the shown one is marked and scrolled into view. */
export function PageStrip({ pages }: { pages: PageLink[] }) {
  const { t } = useI18n();
  if (pages.length < 2) return null;
  return (
    <nav className={styles.strip} aria-label={t('paper.pages')}>
      <ol className={styles.stripList}>
        {pages.map((page) => (
          <li key={page.number}>
            <Link
              className={styles.stripPage}
              to={page.href}
              replace
              aria-current={page.current ? 'page' : undefined}
              ref={
                page.current ? (el) => el?.scrollIntoView({ block: 'nearest', inline: 'center' }) : undefined
              }
            >
              {page.thumbnail ? (
                <img src={page.thumbnail} width={75} height={107} alt="" loading="lazy" />
              ) : null}
              <span className={styles.stripName}>
                <span>{page.number}</span> {page.name}
              </span>
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
