import { Form, Link } from 'react-router';
import { useI18n } from '~/i18n/context';
import { href } from '~/lib/paths';
import { maxKeyLength } from './searchUrl';
import styles from './SearchBox.module.css';

/** A GET form: without JavaScript the browser asks search.html?key=…; with it the router does the same. */
export function SearchBox({ searched, tabId }: { searched: string; tabId: number }) {
  const { t } = useI18n();
  return (
    <Form method="get" action={href.search()} role="search" className={styles.bar}>
      <input
        // a new search puts its words in the box (and a typed draft gives way to them)
        key={searched}
        className={styles.input}
        type="search"
        name="key"
        defaultValue={searched}
        maxLength={maxKeyLength}
        placeholder={t('search.box')}
        aria-label={t('search.box')}
        enterKeyHint="search"
        autoComplete="off"
      />
      <input type="hidden" name="tab" value={tabId} />
      <button className={styles.submit} type="submit">
        {t('search.submit')}
      </button>
      <Link className={styles.cancel} to={href.home()}>
        {t('search.cancel')}
      </Link>
    </Form>
  );
}
