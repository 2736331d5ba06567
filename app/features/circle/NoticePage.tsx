// noticeDetail: a keeper's notice (its HTML cut to the article allow-list on the server), who wrote it and when, and
// the way back to its circle.
import { Link } from 'react-router';
import { useI18n } from '~/i18n/context';
import { formatDate } from '~/lib/dateFormat';
import { circlePath } from './circlePaths';
import type { NoticeView } from './loadNotice.server';
import styles from './Circle.module.css';

export function NoticePage({ notice }: { notice: NoticeView }) {
  const { t } = useI18n();
  return (
    <article className={styles.notePage}>
      <h1 className={styles.title}>{notice.title}</h1>
      <p className={styles.facts}>
        {notice.keeper && <span>{notice.keeper}</span>}
        {notice.at > 0 && <span>{formatDate(notice.at, 'YYYY-MM-DD HH:mm')}</span>}
      </p>
      {/* the one HTML of the page: the notice, cut to the article allow-list on the server */}
      <div className={styles.noteBody} dangerouslySetInnerHTML={{ __html: notice.bodyHtml }} />
      <p>
        <Link className={styles.secondary} to={circlePath(notice.circleId)}>
          {t('circle.backTo', { name: notice.circleName })}
        </Link>
      </p>
    </article>
  );
}
