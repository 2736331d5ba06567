// getUserInfo.html (获取会员信息): where messenger sign-in runs (spec §4) and where the messenger brings the reader
// back with a code. While the code is exchanged the 授权中... popup shows; a new member may then bind a phone; a
// reader who declines or fails keeps reading (the link back to the page they came from). docs/messenger-sign-in.md.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useI18n } from '~/i18n/context';
import { href } from '~/lib/paths';
import { safeLocalPath } from '~/lib/localPath';
import { platform } from '~/platform/platform';
import styles from './LoginPage.module.css';

// what runs the sign-in arrives once the page knows where it runs: none of it is in the page's first load
const MessengerSignIn = lazy(() => import('./MessengerSignIn').then((m) => ({ default: m.MessengerSignIn })));

export function MessengerSignInPage() {
  const { t } = useI18n();
  const [query] = useSearchParams();
  const redirect = safeLocalPath(query.get('redirect'), href.home());
  // where the page runs is known in the browser only; the server's HTML is the neutral first state
  const [inMessenger, setInMessenger] = useState<boolean>();
  useEffect(() => setInMessenger(platform().isMessenger), []);
  const preparing = <p className={styles.note}>{t('account.messengerPreparing')}</p>;
  return (
    <section className={styles.page} aria-labelledby="member-info-title">
      <h1 id="member-info-title" className={styles.title}>
        {t('account.memberInfoTitle')}
      </h1>
      {inMessenger === undefined ? (
        preparing
      ) : (
        <Suspense fallback={preparing}>
          <MessengerSignIn inMessenger={inMessenger} redirect={redirect} />
        </Suspense>
      )}
    </section>
  );
}
