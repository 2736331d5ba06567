// 我的报料 and 我的投稿 on the member's page: what they sent the newsroom, newest first, each with where it stands.
import { Link } from 'react-router';
import { useMemberRead, type MemberRead } from '~/features/ui/member/useMemberRead';
import { useI18n } from '~/i18n/context';
import type { MessageKey } from '~/i18n/messages.server';
import styles from './MemberAccount.module.css';

type Item = { id: number; title: string; to: string; state: MessageKey };

/** One list of the member's own things, each a link with where it stands (also 我的问政, MyInquiries.tsx). */
export function Items({
  id,
  heading,
  empty,
  read,
}: {
  id: string;
  heading: MessageKey;
  empty: MessageKey;
  read: { state: MemberRead<Item[]>; retry: () => void };
}) {
  const { t } = useI18n();
  const { state, retry } = read;
  // the page above already offers login to a visitor, and says it is loading
  if (state.kind === 'loading' || state.kind === 'visitor') return null;
  return (
    <section className={styles.courses} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {t(heading)}
      </h2>
      {state.kind === 'failed' ? (
        <p role="alert" className={styles.text}>
          {t('common.networkError')}{' '}
          <button type="button" className={styles.textButton} onClick={retry}>
            {t('common.retry')}
          </button>
        </p>
      ) : state.data.length === 0 ? (
        <p className={styles.text}>{t(empty)}</p>
      ) : (
        <ul className={styles.courseList}>
          {state.data.map((item) => (
            <li key={item.id}>
              <Link to={item.to}>{item.title}</Link>
              <span className={styles.text}>{t(item.state)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function MyTipoffs() {
  const read = useMemberRead('tipoff', async (api) =>
    (await api.myTipoffs()).map((tip) => ({
      id: tip.id,
      title: tip.title,
      to: `/tipoffDetail/${tip.id}.html`,
      state: `account.me.tipoffState.${tip.state}` as const,
    })),
  );
  return <Items id="my-tipoffs" heading="account.me.tipoffs" empty="account.me.tipoffsEmpty" read={read} />;
}

export function MySubmissions() {
  const read = useMemberRead('submission', async (api) =>
    (await api.mine()).map((s) => ({
      id: s.id,
      title: s.title,
      to: `/inputArticleDetail/${s.id}.html`,
      state: `account.me.submissionState.${s.status}` as const,
    })),
  );
  return (
    <Items
      id="my-submissions"
      heading="account.me.submissions"
      empty="account.me.submissionsEmpty"
      read={read}
    />
  );
}
