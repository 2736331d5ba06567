import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { useI18n } from '~/i18n/context';
import type { PaperSheet } from './editionView';
import styles from './EditionPage.module.css';

/** The day's pages in a row, each small with its 版次 and 版名; the shown one is marked and scrolled into view. */
export function PageStrip({
  sheets,
  shown,
  onPick,
}: {
  sheets: PaperSheet[];
  shown: number;
  onPick: (index: number) => (event: MouseEvent) => void;
}) {
  const { t } = useI18n();
  if (sheets.length < 2) return null;
  return (
    <nav className={styles.strip} aria-label={t('paper.pages')}>
      <ol className={styles.stripList}>
        {sheets.map((sheet, i) => (
          <li key={sheet.number}>
            <Link
              className={styles.stripPage}
              to={sheet.href}
              replace
              onClick={onPick(i)}
              aria-current={i === shown ? 'page' : undefined}
              ref={i === shown ? (el) => el?.scrollIntoView({ block: 'nearest', inline: 'center' }) : undefined}
            >
              {sheet.thumbnail ? <img src={sheet.thumbnail} width={75} height={107} alt="" loading="lazy" /> : null}
              <span className={styles.stripName}>
                <span>{sheet.number}</span> {sheet.name}
              </span>
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
