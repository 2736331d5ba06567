import { Link } from 'react-router';
import { SearchBox as Box } from '~/features/ui/searchBox/SearchBox';
import { useI18n } from '~/i18n/context';
import { href } from '~/lib/paths';
import { maxKeyLength } from './searchUrl';
import styles from './SearchBox.module.css';

/** The site search's box: without JavaScript the browser asks search.html?key=…; with it the router does the same. */
export function SearchBox({ searched, tabId }: { searched: string; tabId: number }) {
  const { t } = useI18n();
  return (
    <Box
      action={href.search()}
      name="key"
      searched={searched}
      maxLength={maxKeyLength}
      label={t('search.box')}
      submit={t('search.submit')}
      className={styles.bar}
    >
      <input type="hidden" name="tab" value={tabId} />
      <Link className={styles.cancel} to={href.home()}>
        {t('search.cancel')}
      </Link>
    </Box>
  );
}
