import { Link } from 'react-router';
import type { Module } from '~/api/lists/entities';
import type { CourseSummary } from '~/api/study/entities';
import { ArticleList } from '~/features/lists/ArticleList';
import { ItemAnchor } from '~/features/lists/ItemAnchor';
import { itemLink } from '~/features/lists/itemLink';
import { titlePicture } from '~/features/lists/listLayout';
import { moduleMoreHref } from '~/features/lists/moduleMore';
import { ListPicture } from '~/features/lists/ListPicture';
import { PictureBadge } from '~/features/lists/PictureBadge';
import { useI18n } from '~/i18n/context';
import { courseHref } from '~/lib/coursePaths';
import styles from './ModuleBlock.module.css';

/**
 * A recommendation module among the list items. displayStyle 2 is a row of cards to swipe, 3 a grid of two,
 * anything else the ordinary list; items of another kind than articles (courses) are always cards.
 */
export function ModuleBlock({ module, picturesLeft }: { module: Module; picturesLeft: boolean }) {
  const { t } = useI18n();
  const more = module.showMore ? moduleMoreHref(module) : undefined;
  const cards = module.kind !== 'articles' || module.displayStyle === 2 || module.displayStyle === 3;
  return (
    <section className={styles.module} aria-labelledby={`module-${module.id}`}>
      <div className={styles.head}>
        <h2 className={styles.name} id={`module-${module.id}`}>
          {module.name}
        </h2>
        {more && (
          <Link className={styles.more} to={more} aria-describedby={`module-${module.id}`}>
            {t('home.more')}
          </Link>
        )}
      </div>
      {cards ? (
        <ul className={module.displayStyle === 3 ? styles.grid : styles.row}>
          {module.kind === 'courses'
            ? module.courses.map((course) => <CourseCard key={course.id} course={course} />)
            : module.articles.map((item) => {
                const picture = titlePicture(item);
                return (
                  <li className={styles.card} key={item.id}>
                    <ItemAnchor link={itemLink(item)} className={styles.cardLink}>
                      {picture && (
                        <ListPicture url={picture} shape="third">
                          <PictureBadge item={item} />
                        </ListPicture>
                      )}
                      <span className={styles.cardTitle}>{item.title}</span>
                    </ItemAnchor>
                  </li>
                );
              })}
        </ul>
      ) : (
        <ArticleList entries={module.articles.map((item) => ({ item }))} picturesLeft={picturesLeft} />
      )}
    </section>
  );
}

/** A course of the 学习 module: its cover, title and number of lessons, opening the course. */
function CourseCard({ course }: { course: CourseSummary }) {
  const { t } = useI18n();
  return (
    <li className={styles.card}>
      <Link to={courseHref(course.id)} className={styles.cardLink}>
        {course.cover && <ListPicture url={course.cover.url} shape="third" />}
        <span className={styles.cardTitle}>{course.title}</span>
        {course.lessonCount > 0 && (
          <span className={styles.cardNote}>{t('home.courseLessons', { count: course.lessonCount })}</span>
        )}
      </Link>
    </li>
  );
}
