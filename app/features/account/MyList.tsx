// One list of the member's own on their page (我的): a heading, then what the read came to: nothing while it loads
// or for a visitor (the page above says so and offers login), a failure with a retry, the empty words, or the
// items, each a link with where it stands, maybe one action (取消收藏), and more when the list goes on.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { MemberRead } from '~/features/ui/member/useMemberRead';
import { useI18n } from '~/i18n/context';
import styles from './MemberAccount.module.css';

export interface MyListItem {
  key: string | number;
  title: string;
  /** where the title leads; without it the title is plain text (a post that is not public) */
  to?: string;
  /** where it stands: 审核中, 已通过, a course's progress… */
  state?: string;
  /** more words under it: the newsroom's reason, what it was said on */
  detail?: string;
  action?: { label: string; run: () => void };
}

/** The rest of a paged list (useMyPages). */
export interface MyListMore {
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  loadMore: () => void;
}

export function MyList({
  id,
  heading,
  empty,
  read,
  more,
  notice,
  foot,
}: {
  id: string;
  heading: string;
  empty: string;
  read: { state: MemberRead<MyListItem[]>; retry: () => void };
  more?: MyListMore;
  /** what an action came to (已取消收藏…), said where a screen reader hears it */
  notice?: string;
  /** under the list: a link to all of it, a button that clears it */
  foot?: ReactNode;
}) {
  const { t } = useI18n();
  const { state, retry } = read;
  if (state.kind === 'loading' || state.kind === 'visitor') return null;
  return (
    <section id={id} className={styles.courses} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.heading}>
        {heading}
      </h2>
      {state.kind === 'failed' ? (
        <p role="alert" className={styles.text}>
          {t('common.networkError')}{' '}
          <button type="button" className={styles.textButton} onClick={retry}>
            {t('common.retry')}
          </button>
        </p>
      ) : state.data.length === 0 ? (
        <p className={styles.text}>{empty}</p>
      ) : (
        <ul className={styles.courseList}>
          {state.data.map((item) => (
            <li key={item.key}>
              {item.to ? (
                <Link to={item.to}>{item.title}</Link>
              ) : (
                <span className={styles.plain}>{item.title}</span>
              )}
              {item.state && <span className={styles.text}>{item.state}</span>}
              {item.action && (
                <button type="button" className={styles.textButton} onClick={item.action.run}>
                  {item.action.label}
                </button>
              )}
              {item.detail && <span className={styles.detail}>{item.detail}</span>}
            </li>
          ))}
        </ul>
      )}
      <p role="status" className={styles.text}>
        {notice}
      </p>
      {more?.failed && (
        <p role="alert" className={styles.text}>
          {t('common.networkError')}
        </p>
      )}
      {more?.hasMore && (
        <p>
          <button type="button" className={styles.textButton} disabled={more.loading} onClick={more.loadMore}>
            {t(more.failed ? 'common.retry' : 'common.loadMore')}
          </button>
        </p>
      )}
      {foot}
    </section>
  );
}
