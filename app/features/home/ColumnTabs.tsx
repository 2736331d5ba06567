import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useI18n } from '~/i18n/context';
import type { ColumnTab } from './homeData';
import styles from './ColumnTabs.module.css';

/**
 * Plain links: a column is a URL (?column=ID), so it can be shared, cached and opened without
 * JavaScript. The router turns a tap into an in-place load when JavaScript is there.
 */
export function ColumnTabs({ columns, activeId }: { columns: ColumnTab[]; activeId: number }) {
  const { t } = useI18n();
  const bar = useRef<HTMLUListElement>(null);

  useEffect(() => {
    // the current column may sit past the phone's edge: bring it into view
    const active = bar.current?.querySelector<HTMLElement>('[aria-current="page"]');
    if (active && bar.current) {
      bar.current.scrollLeft = active.offsetLeft - (bar.current.clientWidth - active.offsetWidth) / 2;
    }
  }, [activeId]);

  if (columns.length < 2) return null;
  return (
    <nav className={styles.nav} aria-label={t('home.columns')}>
      <ul className={styles.bar} ref={bar}>
        {columns.map((column) => (
          <li key={column.id}>
            <Link
              className={styles.tab}
              to={`?column=${column.id}`}
              aria-current={column.id === activeId ? 'page' : undefined}
              preventScrollReset
            >
              {column.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
