import { ArticleList } from '~/features/lists/ArticleList';
import type { ListEntry } from '~/features/lists/listEntry';
import { useI18n } from '~/i18n/context';

/**
 * The lists under an article, each a section when it has items: its related articles (its own column), then
 * recommended reading (recommendList: other columns). `idPrefix` keeps the headings' ids apart per page kind.
 */
export function ListsUnderArticle({
  related,
  recommended,
  idPrefix,
  classes,
}: {
  related: ListEntry[];
  recommended: ListEntry[];
  idPrefix: string;
  classes: { section?: string; heading?: string };
}) {
  const { t } = useI18n();
  return (
    <>
      {[
        { id: `${idPrefix}related`, heading: t('article.related'), list: related },
        { id: `${idPrefix}recommended`, heading: t('article.recommended'), list: recommended },
      ].map(
        ({ id, heading, list }) =>
          list.length > 0 && (
            <section key={id} className={classes.section} aria-labelledby={id}>
              <h2 className={classes.heading} id={id}>
                {heading}
              </h2>
              <ArticleList entries={list} />
            </section>
          ),
      )}
    </>
  );
}
