import { ArticleList } from '~/features/lists/ArticleList';
import type { ListEntry } from '~/features/lists/listEntry';
import { MoreLink } from '~/features/ui/pager/MoreLink';
import { usePagedList } from '~/features/ui/pager/usePagedList';
import { useI18n } from '~/i18n/context';
import { accountTabQuery, type AccountData } from './accountData';
import styles from './AccountPage.module.css';

type Shown = Extract<AccountData, { discarded: false }>;

/** An account's articles, 20 a page, more appended in place. */
export default function AccountArticles({
  data,
  first,
}: {
  data: Shown;
  first: NonNullable<Shown['articles']>;
}) {
  const { t } = useI18n();
  const more = usePagedList<Shown, ListEntry>({
    first,
    key: `xy:${data.account.id}:articles`,
    query: (page) => accountTabQuery('articles', page),
    select: (d) => d.articles,
  });
  return (
    <section aria-label={t('subscription.articles')}>
      {more.items.length > 0 ? (
        <ArticleList entries={more.items} />
      ) : (
        <p className={styles.empty}>{t('subscription.noArticles')}</p>
      )}
      <MoreLink more={more} empty={more.items.length === 0} />
    </section>
  );
}
