import { Link } from 'react-router';
import { useI18n } from '~/i18n/context';
import type { ModuleIndexEntry } from './loadModuleIndex.server';
import styles from './TopicPages.module.css';

/** Home's recommendation modules, each a link to its own page. */
export function ModuleIndexPage({ modules }: { modules: ModuleIndexEntry[] }) {
  const { t } = useI18n();
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.heading}>{t('topic.modules.title')}</h1>
      </header>
      {modules.length === 0 ? (
        <p className={styles.notice}>{t('topic.modules.empty')}</p>
      ) : (
        <ul className={styles.index}>
          {modules.map((module) => (
            <li key={module.href}>
              <Link to={module.href}>{module.name}</Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
