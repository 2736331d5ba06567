import { Link } from 'react-router';
import type { MessageKey } from '~/i18n/messages.server';
import { useI18n } from '~/i18n/context';
import type { ActivityPhase } from '~/lib/activityPhase';
import { href } from '~/lib/paths';
import type { ActivityListView } from './activityEntry';
import { ListPicture } from './ListPicture';
import styles from './ActivityList.module.css';

const phaseWords: Record<ActivityPhase, MessageKey> = {
  notStarted: 'lists.activity.notStarted',
  inProgress: 'lists.activity.inProgress',
  ended: 'lists.activity.ended',
};

/**
 * An activity column: category tabs, 20 activities a page with their phase, and plain links to the other pages, so
 * every part is a URL that reads without JavaScript. `pageHref` says where a category's page lives.
 */
export function ActivityList({
  view,
  pageHref,
}: {
  view: ActivityListView;
  pageHref: (catId: number, page: number) => string;
}) {
  const { t } = useI18n();
  const tabs = [{ id: -1, name: t('lists.activity.all') }, ...view.categories];
  return (
    <section className={styles.list} aria-label={t('lists.activity.title')}>
      {view.categories.length > 0 && (
        <nav aria-label={t('lists.activity.categories')}>
          <ul className={styles.tabs}>
            {tabs.map((tab) => (
              <li key={tab.id}>
                <Link
                  className={styles.tab}
                  to={pageHref(tab.id, 0)}
                  aria-current={tab.id === view.catId ? 'page' : undefined}
                  preventScrollReset
                >
                  {tab.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {view.entries.length === 0 ? (
        <p className={styles.state}>{t('lists.activity.empty')}</p>
      ) : (
        <ul className={styles.items}>
          {view.entries.map((a, index) => (
            <li key={a.id} className={styles.item}>
              <Link className={styles.link} to={href.activityDetail(a.id)}>
                {a.image && <ListPicture url={a.image} shape="big" eager={index === 0} />}
                <h3 className={styles.title}>{a.title}</h3>
                <p className={styles.facts}>
                  <span className={styles.phase} data-phase={a.phase}>
                    {t(phaseWords[a.phase])}
                  </span>
                  {a.when && <span>{a.when}</span>}
                  <span>{t('lists.activity.entries', { count: a.entries })}</span>
                </p>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {(view.page > 0 || view.hasMore) && (
        <nav className={styles.pages} aria-label={t('lists.activity.pages')}>
          {view.page > 0 && <Link to={pageHref(view.catId, view.page - 1)}>{t('lists.page.previous')}</Link>}
          {view.hasMore && <Link to={pageHref(view.catId, view.page + 1)}>{t('lists.page.next')}</Link>}
        </nav>
      )}
    </section>
  );
}
