import { useI18n } from '~/i18n/context';
import type { Credit } from './articleView';
import styles from './Credits.module.css';

/** The people behind the story, under their spec §3 role names in the reader's language. */
export function Credits({ credits }: { credits: Credit[] }) {
  const { t } = useI18n();
  if (!credits.length) return null;
  return (
    <ul className={styles.credits} aria-label={t('article.credits')}>
      {credits.map(({ role, name }) => (
        <li key={role}>{t('article.credit', { role: t(`article.role.${role}` as const), name })}</li>
      ))}
    </ul>
  );
}
