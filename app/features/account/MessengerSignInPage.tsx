// getUserInfo.html (获取会员信息): where messenger sign-in runs (spec §4) and where the messenger brings the reader
// back with a code. While the code is exchanged the 授权中... popup shows; a new member may then bind a phone; a
// reader who declines or fails keeps reading (the link back to the page they came from). docs/messenger-sign-in.md.
import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthorisingPopup } from '~/features/shell/AuthorisingPopup';
import { provideTopBar } from '~/features/shell/shellHandle';
import { showToast } from '~/features/shell/toastStore';
import { TopBar } from '~/features/shell/TopBar';
import { useI18n } from '~/i18n/context';
import { noticeMessageKey } from '~/i18n/errorMessage';
import { href } from '~/lib/paths';
import { safeLocalPath } from '~/lib/safeUrl';
import { platform, type NoticeKey } from '~/platform/platform';
import { BindPhoneForm } from './BindPhoneForm';
import { useMessengerSignIn } from './useMessengerSignIn';
import styles from './LoginPage.module.css';

provideTopBar(TopBar);

export function MessengerSignInPage() {
  const { t } = useI18n();
  const [query] = useSearchParams();
  const redirect = safeLocalPath(query.get('redirect'), href.home());
  // where the page runs is known in the browser only; the server's HTML is the neutral first state
  const [inMessenger, setInMessenger] = useState<boolean>();
  useEffect(() => setInMessenger(platform().isMessenger), []);
  return (
    <section className={styles.page} aria-labelledby="member-info-title">
      <h1 id="member-info-title" className={styles.title}>
        {t('account.memberInfoTitle')}
      </h1>
      {inMessenger === undefined ? (
        <p className={styles.note}>{t('account.messengerPreparing')}</p>
      ) : (
        <SignIn inMessenger={inMessenger} redirect={redirect} />
      )}
    </section>
  );
}

function SignIn({ inMessenger, redirect }: { inMessenger: boolean; redirect: string }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const tell = useCallback((key: NoticeKey) => showToast(t(noticeMessageKey(key))), [t]);
  const { view, retry } = useMessengerSignIn(inMessenger, tell);
  const done = useCallback(() => navigate(redirect, { replace: true }), [navigate, redirect]);
  const signedIn = view.step === 'signedIn' ? view.member : undefined;
  const needsPhone = signedIn !== undefined && !signedIn.phone;
  useEffect(() => {
    if (signedIn && !needsPhone) void done();
  }, [signedIn, needsPhone, done]);

  const keepReading = (
    <Link className={styles.action} to={redirect} replace>
      {t('account.keepReading')}
    </Link>
  );
  switch (view.step) {
    case 'outside':
      return (
        <div className={styles.panel}>
          <p className={styles.note}>{t('account.messengerOutside')}</p>
          <Link className={styles.action} to={`${href.login()}?redirect=${encodeURIComponent(redirect)}`}>
            {t('account.phoneLogin')}
          </Link>
        </div>
      );
    case 'running':
      return (
        <>
          <p className={styles.note}>{t('account.messengerPreparing')}</p>
          <AuthorisingPopup open={view.status === 1} />
        </>
      );
    case 'failed':
      return (
        <div className={styles.panel}>
          <p className={styles.note} role="alert">
            {t('account.messengerFailed')}
          </p>
          <button type="button" className={styles.action} onClick={retry}>
            {t('account.retry')}
          </button>
          {keepReading}
        </div>
      );
    case 'signedIn':
      return (
        <div className={styles.panel}>
          <p className={styles.note}>{t('account.welcome', { name: view.member.nickname })}</p>
          {needsPhone ? (
            <>
              <BindPhoneForm member={view.member} onBound={() => void done()} />
              <Link className={styles.action} to={redirect} replace>
                {t('account.skip')}
              </Link>
            </>
          ) : null}
        </div>
      );
  }
}
