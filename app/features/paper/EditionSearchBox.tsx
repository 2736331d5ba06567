import { Form } from 'react-router';
import { useI18n } from '~/i18n/context';
import { maxSearchKey } from './readingHref';
import styles from './EditionPage.module.css';

/**
 * Search within the day's issue: a GET form to the page's own address (`?q=`), so it works without JavaScript and
 * the results can be shared as they are.
 */
export function EditionSearchBox({ action, searched }: { action: string; searched: string }) {
  const { t } = useI18n();
  return (
    <Form method="get" action={action} role="search" className={styles.searchBar}>
      <input
        key={searched}
        className={styles.searchInput}
        type="search"
        name="q"
        defaultValue={searched}
        maxLength={maxSearchKey}
        placeholder={t('paper.searchBox')}
        aria-label={t('paper.searchBox')}
        enterKeyHint="search"
        autoComplete="off"
        required
      />
      <button className={styles.searchSubmit} type="submit">
        {t('paper.searchSubmit')}
      </button>
    </Form>
  );
}
