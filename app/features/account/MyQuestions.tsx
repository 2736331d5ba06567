// 我的提问 on the member's page: the member's 问吧 questions, newest first, each with how it stands (审核中, waiting
// for its answer, answered with a link to it, not accepted with the newsroom's reason).
import { Link } from 'react-router';
import type { QuestionState } from '~/api/ask/entities';
import { useMemberRead } from '~/features/ui/member/useMemberRead';
import { useI18n } from '~/i18n/context';
import styles from './MemberAccount.module.css';

const stateKeys = {
  review: 'account.me.questionReview',
  waiting: 'account.me.questionWaiting',
  answered: 'account.me.questionAnswered',
  rejected: 'account.me.questionRejected',
} as const satisfies Record<QuestionState, string>;

export function MyQuestions() {
  const { t } = useI18n();
  const { state, retry } = useMemberRead('ask', (api) => api.mine(0));
  if (state.kind === 'loading' || state.kind === 'visitor') return null;
  return (
    <section id="my-questions" className={styles.courses} aria-labelledby="my-questions-heading">
      <h2 id="my-questions-heading" className={styles.heading}>
        {t('account.me.questions')}
      </h2>
      {state.kind === 'failed' ? (
        <p role="alert" className={styles.text}>
          {t('common.networkError')}{' '}
          <button type="button" className={styles.textButton} onClick={retry}>
            {t('common.retry')}
          </button>
        </p>
      ) : state.data.length === 0 ? (
        <p className={styles.text}>{t('account.me.questionsEmpty')}</p>
      ) : (
        <ul className={styles.courseList}>
          {state.data.map((q) => (
            <li key={q.id}>
              {q.state === 'answered' ? (
                <Link to={`/askDetail/${q.id}.html`}>{q.text}</Link>
              ) : (
                <Link to={`/topicDetail/${q.topicId}.html`}>{q.text}</Link>
              )}
              <span className={styles.text}>
                {t(stateKeys[q.state])}
                {q.state === 'rejected' && q.rejectReason ? ` · ${q.rejectReason}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
