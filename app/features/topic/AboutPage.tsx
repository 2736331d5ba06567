import { useI18n } from '~/i18n/context';
import styles from './TopicPages.module.css';

export interface AboutView {
  name: string;
  logo?: string;
}

/** 关于我们: the site's logo, name and what the touch edition offers (its filing line is in every page's footer). */
export function AboutPage({ view }: { view: AboutView }) {
  const { t } = useI18n();
  return (
    <article className={styles.page}>
      <header className={`${styles.header} ${styles.about}`}>
        <h1 className={styles.heading}>{t('topic.about.title')}</h1>
        {view.logo && (
          <img className={styles.logo} src={view.logo} alt={view.name} width={120} height={120} />
        )}
        <p className={styles.heading}>{view.name}</p>
        <p className={styles.summary}>{t('topic.about.intro', { name: view.name })}</p>
      </header>
    </article>
  );
}
