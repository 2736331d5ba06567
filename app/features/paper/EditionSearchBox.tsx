import { SearchBox } from '~/features/ui/searchBox/SearchBox';
import { useI18n } from '~/i18n/context';
import { maxSearchKey } from './readingHref';
import styles from './EditionPage.module.css';

/** Search within the day's issue: the page's own address asked with `?q=`, so the results can be shared as they are. */
export function EditionSearchBox({ action, searched }: { action: string; searched: string }) {
  const { t } = useI18n();
  return (
    <SearchBox
      action={action}
      name="q"
      searched={searched}
      maxLength={maxSearchKey}
      label={t('paper.searchBox')}
      submit={t('paper.searchSubmit')}
      required
      className={styles.searchBar}
    />
  );
}
