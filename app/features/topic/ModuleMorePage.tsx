import { PagedArticles } from '~/features/lists/PagedArticles';
import { useI18n } from '~/i18n/context';
import type { ModuleMoreView, ModulePageView } from './loadModuleMore.server';
import { ModuleIndexPage } from './ModuleIndexPage';
import styles from './TopicPages.module.css';

/** A home module's items, 20 a page; `pageHref` keeps the address the reader came by (moreModules or moreImage). */
export function ModuleMorePage({
  view,
  pageHref,
}: {
  view: ModuleMoreView;
  pageHref: (page: number) => string;
}) {
  const { t } = useI18n();
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.heading}>{view.name}</h1>
      </header>
      <PagedArticles
        list={view.list}
        pageHref={pageHref}
        empty={t('topic.more.empty')}
        label={view.name}
        picturesLeft={view.picturesLeft}
      />
    </div>
  );
}

/** moreModules and moreImage: the module's page, or the modules home shows. */
export function ModulePages({
  page,
  pageHref,
}: {
  page: ModulePageView;
  pageHref: (id: number, page: number) => string;
}) {
  if (!page.view) return <ModuleIndexPage modules={page.modules} />;
  const { view } = page;
  return <ModuleMorePage view={view} pageHref={(n) => pageHref(view.id, n)} />;
}
