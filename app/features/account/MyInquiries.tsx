// 我的问政 on the member's page: the member's inquiries to departments, newest first, each with where it stands
// (审核中, refused by review, waiting to be accepted, or its latest step), each opening its page (qaDetail, which
// shows the asker their own before it is public).
import { Link } from 'react-router';
import type { MyInquiry } from '~/api/qa/entities';
import { useMemberRead } from '~/features/ui/member/useMemberRead';
import { useI18n } from '~/i18n/context';
import styles from './MemberAccount.module.css';

const stateOf = (q: MyInquiry) =>
  `account.me.inquiryState.${q.rejected ? 'rejected' : q.inReview ? 'review' : q.step}` as const;

export function MyInquiries() {
  const { t } = useI18n();
  const { state, retry } = useMemberRead('qa', (api) => api.mine(0));
  // the page above already offers login to a visitor, and says it is loading
  if (state.kind === 'loading' || state.kind === 'visitor') return null;
  return (
    <section id="my-inquiries" className={styles.courses} aria-labelledby="my-inquiries-heading">
      <h2 id="my-inquiries-heading" className={styles.heading}>
        {t('account.me.inquiries')}
      </h2>
      {state.kind === 'failed' ? (
        <p role="alert" className={styles.text}>
          {t('common.networkError')}{' '}
          <button type="button" className={styles.textButton} onClick={retry}>
            {t('common.retry')}
          </button>
        </p>
      ) : state.data.length === 0 ? (
        <p className={styles.text}>{t('account.me.inquiriesEmpty')}</p>
      ) : (
        <ul className={styles.courseList}>
          {state.data.map((q) => (
            <li key={q.id}>
              <Link to={`/qaDetail/${q.id}.html`}>{q.title}</Link>
              <span className={styles.text}>{t(stateOf(q))}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
