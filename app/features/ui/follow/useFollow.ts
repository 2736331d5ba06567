import { useEffect, useRef, useState } from 'react';
import type { FollowKind } from '~/api/subscription/entities';
import { whenIdle } from '~/features/shell/whenIdle';
import { memberFollows, ownFans, rememberFollow, subscriptionApi } from './memberState';
import { useLoginFirst } from './useLoginFirst';

export type FollowNotice = 'failed' | 'tooFast';

/**
 * Subscribe / follow (spec §4 toggles): the button turns at once (optimistic), the fan count with it; the publisher
 * is asked one call at a time for the latest state wanted, so a hundred taps make a few calls and the last tap wins;
 * a refusal puts back what the publisher last confirmed. A visitor goes to login first, and the follow is done when
 * they are back signed in (useLoginFirst). The count shown is the one the publisher answered the reader's own follow
 * with while the page's may still be from before it (ownFans.ts).
 */
export function useFollow(kind: FollowKind, id: number, fans: number, buttonId: string) {
  const [following, setFollowing] = useState<boolean | undefined>(undefined);
  const [count, setCount] = useState(fans);
  const [notice, setNotice] = useState<FollowNotice>();
  const signedIn = useRef<boolean | undefined>(undefined);
  const confirmed = useRef({ following: false, fans });
  const wanted = useRef(false);
  const sending = useRef(false);
  const { loginFirst, resumed } = useLoginFirst(buttonId, `follow:${kind}:${id}`);

  useEffect(() => {
    let live = true;
    const cancel = whenIdle(() => {
      void Promise.all([memberFollows(), ownFans().then((own) => own.fansNow(kind, id, fans))]).then(
        async ([member, known]) => {
          if (!live) return;
          signedIn.current = member !== null;
          const on = member?.[kind].has(id) ?? false;
          confirmed.current = { following: on, fans: known };
          wanted.current = on;
          setFollowing(on);
          setCount(known);
          if (member && !on && (await resumed()) && live) void toggle();
        },
      );
    });
    return () => {
      live = false;
      cancel();
    };
    // toggle and resumed are this render's; the state is read once per followed thing
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kind, id, fans]);

  const send = async () => {
    if (sending.current || wanted.current === confirmed.current.following) return;
    sending.current = true;
    const asked = wanted.current;
    try {
      const answer = await (await subscriptionApi()).follow(kind, id, asked);
      confirmed.current = { following: asked, fans: answer.fans };
      void ownFans().then((own) => own.keepOwnFans(kind, id, answer.fans));
      void rememberFollow(kind, id, asked);
      if (wanted.current === asked) setCount(answer.fans);
      setNotice(undefined);
    } catch (error) {
      wanted.current = confirmed.current.following;
      setFollowing(confirmed.current.following);
      setCount(confirmed.current.fans);
      setNotice((error as { httpStatus?: number }).httpStatus === 429 ? 'tooFast' : 'failed');
    } finally {
      sending.current = false;
    }
    void send();
  };

  const toggle = async () => {
    if (signedIn.current === undefined) signedIn.current = (await memberFollows()) !== null;
    if (!signedIn.current) return loginFirst();
    wanted.current = !wanted.current;
    setFollowing(wanted.current);
    setCount(
      confirmed.current.fans + (wanted.current === confirmed.current.following ? 0 : wanted.current ? 1 : -1),
    );
    void send();
  };

  return { following, count, notice, toggle };
}
