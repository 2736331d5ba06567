// The sign-in itself, below getUserInfo.html's heading (MessengerSignInPage): the 授权中... popup while the code is
// read, the failure with 重试 and 继续阅读, and phone binding for a member without a phone.
import { useCallback, useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { AuthorisingPopup } from '~/features/shell/AuthorisingPopup';
import { showToast } from '~/features/shell/toastStore';
import { useI18n } from '~/i18n/context';
import { noticeMessageKey } from '~/i18n/errorMessage';
import type { NoticeKey } from '~/platform/platform';
import { BindPhoneForm } from './BindPhoneForm';
import { bindHeldAction } from './bindHeldAction';
import { useMessengerSignIn } from './useMessengerSignIn';
import styles from './LoginPage.module.css';
import { href } from '~/lib/paths';

export function MessengerSignIn({ inMessenger, redirect }: { inMessenger: boolean; redirect: string }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const tell = useCallback((key: NoticeKey) => showToast(t(noticeMessageKey(key))), [t]);
  const { view, retry } = useMessengerSignIn(inMessenger, tell);
  const done = useCallback(() => navigate(redirect, { replace: true }), [navigate, redirect]);
  const signedIn = view.step === 'signedIn' ? view.member : undefined;
  const needsPhone = signedIn !== undefined && !signedIn.phone;
  useEffect(() => {
    // what the reader's tap held is theirs once signed in, whether or not they bind a phone now
    if (signedIn) void bindHeldAction(redirect).then(() => !needsPhone && done());
  }, [signedIn, needsPhone, done, redirect]);

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
          <Link className={styles.action} to={href.login(redirect)}>
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
