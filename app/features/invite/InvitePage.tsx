// invite.html (邀请码): the member's code, how many they invited and who, the way to the share poster, and the rules
// (read on the server for everyone; the member's part in the browser, a visitor sent to login and back).
import { Link } from 'react-router';
import type { InviteCode, InviteRecords, InviteRules, Invited } from '~/api/invite/entities';
import { useMemberPages } from '~/features/ui/member/useMemberPages';
import { useMemberRead } from '~/features/ui/member/useMemberRead';
import { useI18n } from '~/i18n/context';
import { formatDate } from '~/lib/dateFormat';
import { InviteStates } from './InviteStates';
import { inviteHref } from './links';
import { RulesList } from './RulesList';
import styles from './Invite.module.css';

type Loaded = { code: InviteCode; records: InviteRecords; readPage: (page: number) => Promise<Invited[]> };

export function InvitePage({ rules }: { rules: InviteRules }) {
  const { t } = useI18n();
  const { state, retry } = useMemberRead('invite', async (api): Promise<Loaded> => {
    const [code, records] = await Promise.all([api.myCode(), api.invited(0)]);
    return { code, records, readPage: async (page) => (await api.invited(page)).people };
  });
  return (
    <section className={styles.page} aria-labelledby="invite-title" aria-busy={state.kind === 'loading'}>
      <h1 id="invite-title" className={styles.title}>
        {t('invite.title')}
      </h1>
      {/* the code's card keeps its size from the server's first draw to the member's code, and the people invited
          come below the rules: what the browser reads only adds to the page, nothing on it moves */}
      <div className={`${styles.card} ${styles.codeCard}`}>
        {state.kind === 'ready' ? <MyCode {...state.data} /> : <InviteStates state={state} retry={retry} />}
      </div>
      <RulesList rules={rules} />
      {state.kind === 'ready' && <InvitedPeople {...state.data} />}
    </section>
  );
}

function MyCode({ code, records }: Loaded) {
  const { t } = useI18n();
  return (
    <>
      <p className={styles.muted}>{t('invite.myCode')}</p>
      <p className={styles.bigCode}>{code.code}</p>
      <p>{t('invite.invited', { count: records.total })}</p>
      <Link className={styles.primary} to={inviteHref.shareInvite()}>
        {t('invite.poster')}
      </Link>
    </>
  );
}

function InvitedPeople({ records, readPage }: Loaded) {
  const { t } = useI18n();
  const pages = useMemberPages(records.people, readPage);
  return (
    <section className={styles.card} aria-labelledby="invited-people">
      <h2 id="invited-people" className={styles.heading}>
        {t('invite.invitedTitle')}
      </h2>
      {pages.items.length === 0 ? (
        <p className={styles.muted}>{t('invite.noneInvited')}</p>
      ) : (
        <ul className={styles.people}>
          {pages.items.map((p) => (
            <li key={p.id}>
              <span>{p.name}</span>
              <time className={styles.muted} dateTime={new Date(p.at).toISOString()}>
                {formatDate(p.at)}
              </time>
            </li>
          ))}
        </ul>
      )}
      {pages.failed && <p role="alert">{t('common.networkError')}</p>}
      {pages.hasMore && (
        <button type="button" className={styles.secondary} onClick={() => void pages.loadMore()}>
          {pages.loading ? t('common.loading') : t('common.loadMore')}
        </button>
      )}
    </section>
  );
}
