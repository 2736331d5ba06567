// The member's own pages read their data in the browser, with the member's tokens (ARCHITECTURE: everything personal
// happens in the browser). A visitor, or a member whose login ran out, is offered login, which brings them back here
// (MemberStates); the page does not leave by itself: the reader's back button and the page's address stay theirs.
import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { isPublisherError } from '~/api/errors';
import type { BrowserApi, BrowserArea } from '~/platform/publisher.client';
import { memberApi } from './memberApi';

export type MemberRead<T> =
  { kind: 'loading' } | { kind: 'visitor' } | { kind: 'failed' } | { kind: 'ready'; data: T };

/** 10102/10103 (login ran out) and 10111 (token refused): the member has to sign in again. */
export function needsLogin(error: unknown): boolean {
  return isPublisherError(error) && (error.key === 'loginExpired' || error.key === 'tokenInvalid');
}

export { memberApi };

/** Reads `read` for the signed-in member once hydrated; `retry` reads again after a failure. */
export function useMemberRead<A extends BrowserArea, T>(area: A, read: (api: BrowserApi<A>) => Promise<T>) {
  const location = useLocation();
  const [state, setState] = useState<MemberRead<T>>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const here = `${location.pathname}${location.search}`;
  useEffect(() => {
    let current = true;
    const toLogin = () => {
      if (current) setState({ kind: 'visitor' });
    };
    void (async () => {
      try {
        const { api, signedIn } = await memberApi(area);
        if (!signedIn) return toLogin();
        const data = await read(api);
        if (current) setState({ kind: 'ready', data });
      } catch (error) {
        if (needsLogin(error)) return toLogin();
        if (current) setState({ kind: 'failed' });
      }
    })();
    return () => {
      current = false;
    };
    // `read` is the page's own; reading again is what `retry` is for
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [area, attempt, here]);
  const retry = useCallback(() => {
    setState({ kind: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { state, retry };
}
