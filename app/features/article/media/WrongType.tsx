import { Link } from 'react-router';
import { href } from '~/lib/paths';
import { useI18n } from '~/i18n/context';
import type { WrongTypeView } from './mediaView';
import styles from './media.module.css';

/** An article opened on a page not made for its type: say so, and open it where it belongs. */
export function WrongType({ view }: { view: WrongTypeView }) {
  const { t } = useI18n();
  const external = /^https?:/.test(view.to);
  return (
    <div className={styles.wrongType}>
      <h1 className={styles.title}>{t('article.wrongType')}</h1>
      <p className={styles.facts}>{view.title}</p>
      <p className={styles.actions}>
        {external ? (
          <a className={styles.action} href={view.to} rel="noopener nofollow">
            {t('article.openWhereItBelongs')}
          </a>
        ) : (
          <Link className={styles.action} to={view.to}>
            {t('article.openWhereItBelongs')}
          </Link>
        )}
        <Link className={styles.action} to={href.home()}>
          {t('common.backHome')}
        </Link>
      </p>
    </div>
  );
}
