// Runs spec §4's messenger authorisation (app/platform/messengerAuth.ts) in the page: the config names the mode and
// the messenger's app, the code goes to the publisher (never exchanged here), the member comes back signed in.
// Everything it needs arrives by dynamic import: none of it is on any page's first load.
import { useEffect, useRef, useState } from 'react';
import type { Member } from '~/api/account/entities';
import type { MessengerAuthStatus } from '~/platform/messengerAuth';
import type { NoticeKey } from '~/platform/platform';
import { browserStorage } from '~/platform/storage';
import { authorizeLink, newState, readReturn, returnAddress } from './messengerLinks';

export const stateKey = 'messengerState';
export const retryKey = 'postCount';
export const initKey = 'weixinInit';

declare global {
  interface Window {
    /** the messenger's JS bridge; authLogin 2 waits for it */
    WeixinJSBridge?: unknown;
  }
}

export type SignInView =
  | { step: 'outside' }
  | { step: 'running'; status: MessengerAuthStatus }
  | { step: 'failed' }
  | { step: 'signedIn'; member: Member };

export function useMessengerSignIn(inMessenger: boolean, tell: (key: NoticeKey) => void) {
  const [view, setView] = useState<SignInView>({ step: inMessenger ? 'running' : 'outside', status: 0 });
  const [round, setRound] = useState(0);
  const started = useRef(-1);

  useEffect(() => {
    if (!inMessenger || started.current === round) return;
    started.current = round;
    const session = browserStorage('sessionStorage');
    const local = browserStorage('localStorage');
    const failed = (key: NoticeKey) => {
      local.setItem(initKey, '-1');
      setView({ step: 'failed' });
      tell(key);
    };
    const back = readReturn(window.location.href, session.getItem(stateKey));
    const dropCode = () =>
      window.history.replaceState(window.history.state, '', returnAddress(window.location.href));
    // a round the reader declined, or a code this tab never asked for: nothing is exchanged
    if (back.kind === 'declined' || back.kind === 'refused') {
      dropCode();
      session.removeItem(stateKey);
      return failed('messengerAuthFailed');
    }
    let code = back.kind === 'code' ? back.code : undefined;

    void (async () => {
      const [{ startMessengerAuth }, { browserCore, loadApi }] = await Promise.all([
        import('~/platform/messengerAuth'),
        import('~/platform/publisher.client'),
      ]);
      let config;
      try {
        config = await browserCore().session.config();
      } catch {
        return failed('messengerUserInfoFailed');
      }
      const api = await loadApi('account');
      let member: Member | undefined;
      startMessengerAuth({
        mode: config.authLogin === 2 ? 2 : 1,
        ready: () => window.WeixinJSBridge !== undefined,
        code: () => code,
        requestCode: () => {
          const state = newState();
          session.setItem(stateKey, state);
          window.location.assign(
            authorizeLink({
              authorizeUrl: config.wxAuthorizeUrl,
              appId: config.wxAppid,
              returnTo: returnAddress(window.location.href),
              state,
            }),
          );
        },
        discardCode: () => {
          code = undefined;
          dropCode();
        },
        userInfo: async (c) => {
          const user = await api.messengerUser(c);
          return user.openid ? user : undefined;
        },
        login: async (user) => {
          member = await api.messengerLogin(user);
        },
        retries: {
          get: () => Number(session.getItem(retryKey)) || 0,
          set: (n) => session.setItem(retryKey, String(n)),
          clear: () => session.removeItem(retryKey),
        },
        setInit: (flag) => local.setItem(initKey, String(flag)),
        onStatus: (status) => {
          if (status === 2 && member) {
            dropCode();
            session.removeItem(stateKey);
            setView({ step: 'signedIn', member });
          } else if (status === -1) {
            // a retry starts a fresh round: this round's code is not tried again
            code = undefined;
            dropCode();
            setView({ step: 'failed' });
          } else setView({ step: 'running', status });
        },
        notice: tell,
      });
    })();
  }, [inMessenger, round, tell]);

  /** another round with a fresh code */
  const retry = () => {
    setView({ step: 'running', status: 0 });
    setRound((n) => n + 1);
  };
  return { view, retry };
}
