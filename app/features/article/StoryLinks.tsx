import { Link } from 'react-router';
import { useI18n } from '~/i18n/context';
import { href } from '~/lib/paths';
import type { ArticleView } from './articleView';
import styles from './StoryLinks.module.css';

/** Under the story: its reporters, each to their page, and its tags, each to its list (issue 40). */
export function StoryLinks({ reporters, tags }: Pick<ArticleView, 'reporters' | 'tags'>) {
  const { t } = useI18n();
  return (
    <>
      {reporters.length > 0 && (
        <p className={styles.reporters}>
          {t('article.reporters')}
          {reporters.map((r) => (
            <Link key={r.id} className={styles.link} to={href.reporter(r.id)}>
              {r.name}
            </Link>
          ))}
        </p>
      )}
      {tags.length > 0 && (
        <ul className={styles.tags} aria-label={t('article.tags')}>
          {tags.map((tag) => (
            <li key={tag.id}>
              <Link className={styles.tag} to={href.tagList(tag.id)}>
                #{tag.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
