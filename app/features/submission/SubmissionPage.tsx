// inputArticleDetail/<id>.html: one of the member's submissions, read in the browser with their token. Nobody else
// reads it (the publisher answers a stranger as for an id that never was: the page says "not found or not yours").
import { MemberStates } from '~/features/ui/member/MemberStates';
import { useMemberRead } from '~/features/ui/member/useMemberRead';
import { useI18n } from '~/i18n/context';
import { SubmissionView } from './SubmissionView';
import styles from './Submission.module.css';

export function SubmissionPage({ id }: { id: number }) {
  const { t } = useI18n();
  const { state, retry } = useMemberRead('submission', (api) => api.submission(id));
  return (
    <section className={styles.page} aria-labelledby="submission-page-title">
      <h1 id="submission-page-title" className={styles.title}>
        {t('submission.inputTitle')}
      </h1>
      {state.kind !== 'ready' ? (
        <MemberStates
          state={state}
          loginText={t('submission.mine.login')}
          loginLabel={t('submission.login')}
          failedText={t('submission.failed')}
          retry={retry}
        />
      ) : state.data ? (
        <SubmissionView submission={state.data} />
      ) : (
        <p role="status" className={styles.text}>
          {t('submission.notFound')}
        </p>
      )}
    </section>
  );
}
