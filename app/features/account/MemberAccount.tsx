// The login page's member view (docs/member-profile.md): for a reader already signed in here, who they are and what
// they can change of their own account: the nickname, signing out, deleting the account. Loaded only when a member
// is signed in (LoginPage), never with the page.
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { Member } from '~/api/account/entities';
import { readerSettings } from '~/features/shell/readerSettingsIsland';
import { Avatar } from '~/features/ui/avatar/Avatar';
import { MemberStates } from '~/features/ui/member/MemberStates';
import { useMemberRead } from '~/features/ui/member/useMemberRead';
import { useI18n } from '~/i18n/context';
import { href } from '~/lib/paths';
import { AvatarPicker } from './AvatarPicker';
import { DeleteAccount } from './DeleteAccount';
import { RenameForm } from './RenameForm';
import { accountApi } from './useSendCode';
import styles from './MemberAccount.module.css';

// the member's courses and circles come after the page's own parts: their code is not in login's first load
const MemberLists = lazy(() => import('./MemberLists'));

export default function MemberAccount({
  onSignedOut,
  onVisitor,
}: {
  onSignedOut: () => void;
  /** the login ran out meanwhile: the page shows the login form again */
  onVisitor: () => void;
}) {
  const { t } = useI18n();
  const { state, retry } = useMemberRead('account', (api) => api.me());
  const [deleted, setDeleted] = useState(false);
  const visitor = state.kind === 'visitor' || (state.kind === 'ready' && !state.data);
  useEffect(() => {
    if (visitor) onVisitor();
  }, [visitor, onVisitor]);
  if (deleted)
    return (
      <section className={styles.page} aria-labelledby="member-title">
        <h1 id="member-title" className={styles.title}>
          {t('account.me.deleted')}
        </h1>
        <p className={styles.text}>{t('account.me.deletedMore')}</p>
        <p>
          <Link className={styles.button} to={href.home()}>
            {t('common.backHome')}
          </Link>
        </p>
      </section>
    );
  return (
    <section className={styles.page} aria-labelledby="member-title" aria-busy={state.kind === 'loading'}>
      <h1 id="member-title" className={styles.title}>
        {t('account.me.title')}
      </h1>
      <MemberStates
        state={state}
        loginText={t('account.me.loading')}
        loginLabel={t('account.title')}
        failedText={t('account.me.failed')}
        retry={retry}
      />
      {state.kind === 'ready' && state.data && (
        <Account member={state.data} onSignedOut={onSignedOut} onDeleted={() => setDeleted(true)} />
      )}
    </section>
  );
}

function Account({
  member,
  onSignedOut,
  onDeleted,
}: {
  member: Member;
  onSignedOut: () => void;
  onDeleted: () => void;
}) {
  const { t } = useI18n();
  const [nickname, setNickname] = useState(member.nickname);
  const [avatar, setAvatar] = useState(member.avatar);
  const [leaving, setLeaving] = useState(false);
  const signOut = async () => {
    setLeaving(true);
    try {
      await (await accountApi()).signOut(member.uid);
    } catch {
      // signed out here all the same (the client forgets the member first); the publisher's tokens run out
    }
    onSignedOut();
  };
  return (
    <>
      <div className={styles.card}>
        <Avatar icon={avatar} size="large" />
        <p className={styles.name}>{nickname}</p>
      </div>
      <p className={styles.actions}>
        <Link to={href.myActivities()}>{t('account.me.activities')}</Link>
        <Link to="/integralShop.html#shop">{t('account.me.shop')}</Link>
        <Link to="/tipoffDetail.html">{t('account.me.tipoff')}</Link>
        <Link to="/qaDetail.html">{t('account.me.inquiry')}</Link>
      </p>
      <Suspense fallback={null}>
        <MemberLists />
      </Suspense>
      <AvatarPicker onChanged={setAvatar} />
      <RenameForm uid={member.uid} current={nickname} onRenamed={setNickname} />
      <Suspense fallback={null}>
        <readerSettings.Component />
      </Suspense>
      <p className={styles.actions}>
        <button type="button" className={styles.button} disabled={leaving} onClick={signOut}>
          {t(leaving ? 'account.me.signingOut' : 'account.me.signOut')}
        </button>
      </p>
      <DeleteAccount uid={member.uid} onDeleted={onDeleted} />
    </>
  );
}
