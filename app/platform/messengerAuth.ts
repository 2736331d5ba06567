// spec §4 messenger authorisation, as a state machine over injected effects (URL code, user-info call,
// third-party login, session counter, timers), so it runs the same in tests and in the page.
import type { NoticeKey } from './platform';

/** 0 initial, 1 authorising (the 授权中... popup), 2 success, -1 failure */
export type MessengerAuthStatus = 0 | 1 | 2 | -1;

export const messengerRetryLimit = 2;
export const messengerRetryDelayMs = 200;
export const messengerPollMs = 300;

export interface MessengerUser {
  openid: string;
  unionid: string;
  nickname: string;
  headimgurl: string;
}

export interface MessengerAuthDeps {
  /** authLogin 1: the code is in the URL; 2: wait for the host page's flag */
  mode: 1 | 2;
  /** mode 2's flag */
  ready(): boolean;
  code(): string | undefined;
  /** sends the reader to the messenger's authorisation page, which comes back with a code */
  requestCode(): void;
  /** drops a used code from the URL so a retry asks for a fresh one */
  discardCode(): void;
  userInfo(code: string): Promise<Partial<MessengerUser> | undefined>;
  login(user: MessengerUser): Promise<void>;
  /** postCount, kept in session storage across the authorisation redirects */
  retries: { get(): number; set(count: number): void; clear(): void };
  /** the local weixinInit flag: 0 start, 1 success, -1 failure */
  setInit(flag: 0 | 1 | -1): void;
  onStatus(status: MessengerAuthStatus): void;
  notice(key: NoticeKey): void;
  setTimer?: (run: () => void, ms: number) => void;
}

export function startMessengerAuth(deps: MessengerAuthDeps): void {
  const setTimer = deps.setTimer ?? ((run, ms) => void setTimeout(run, ms));

  const fail = (key: NoticeKey) => {
    deps.retries.clear();
    deps.setInit(-1);
    deps.onStatus(-1);
    deps.notice(key);
  };

  const attempt = async () => {
    const code = deps.code();
    if (!code) return deps.requestCode();
    deps.onStatus(1);
    let user: Partial<MessengerUser> | undefined;
    try {
      user = await deps.userInfo(code);
    } catch {
      return fail('messengerUserInfoFailed');
    }
    if (!user?.openid) {
      const count = deps.retries.get();
      if (count < messengerRetryLimit) {
        deps.discardCode();
        deps.retries.set(count + 1);
        setTimer(() => void attempt(), messengerRetryDelayMs);
        return;
      }
      return fail('messengerAuthFailed');
    }
    try {
      await deps.login({
        openid: user.openid,
        unionid: user.unionid ?? '',
        nickname: user.nickname ?? '',
        headimgurl: user.headimgurl ?? '',
      });
    } catch {
      return fail('messengerAuthFailed');
    }
    deps.retries.clear();
    deps.setInit(1);
    deps.onStatus(2);
  };

  deps.setInit(0);
  deps.onStatus(0);
  if (deps.mode === 1) {
    void attempt();
    return;
  }
  const poll = () => (deps.ready() ? void attempt() : setTimer(poll, messengerPollMs));
  poll();
}
