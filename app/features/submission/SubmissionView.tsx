// One submission as its author sees it: the review state (待审核, 已通过, 未通过 with the newsroom's reason, 已采用
// with the piece it became), the call it answers, what was sent (text as text, never HTML) and its files.
import { Link } from 'react-router';
import type { Submission } from '~/api/submission/entities';
import { SentFiles } from '~/features/ui/attachments/SentFiles';
import { useI18n } from '~/i18n/context';
import { formatDate } from '~/lib/dateFormat';
import { submissionPaths } from './paths';
import styles from './Submission.module.css';

const when = (ms: number) => formatDate(ms, 'YYYY-MM-DD HH:mm');

export function SubmissionView({ submission: s }: { submission: Submission }) {
  const { t } = useI18n();
  return (
    <article className={styles.submission} aria-labelledby="submission-title">
      <h2 id="submission-title" className={styles.heading}>
        {s.title}
      </h2>
      <p>
        <span className={styles.state} data-state={s.status}>
          {t(`submission.state.${s.status}`)}
        </span>
      </p>
      {s.status === 'failed' && s.reason && (
        <p className={styles.reason}>{t('submission.reason', { reason: s.reason })}</p>
      )}
      {s.status === 'adopted' && s.articleId > 0 && s.articleColumnId > 0 && (
        <p>
          <Link className={styles.action} to={`/newsDetail/${s.articleColumnId}/${s.articleId}.html`}>
            {t('submission.article')}
          </Link>
        </p>
      )}
      <p className={styles.muted}>
        {t('submission.call')}
        <Link className={styles.action} to={submissionPaths.call(s.callId)}>
          {s.callTitle}
        </Link>
      </p>
      <p className={styles.muted}>{t('submission.author', { name: s.authorName })}</p>
      <p className={styles.muted}>{t('submission.sentAt', { time: when(s.sentAt) })}</p>
      {s.reviewedAt > 0 && (
        <p className={styles.muted}>{t('submission.reviewedAt', { time: when(s.reviewedAt) })}</p>
      )}
      <p className={styles.text}>{s.text}</p>
      <SentFiles
        files={s.files}
        label={t('submission.files')}
        name={(kind, n) => t(`submission.file.${kind}`, { n })}
      />
    </article>
  );
}
