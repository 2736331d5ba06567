import { useEffect, useRef, useState } from 'react';
import { mayHaveBeenApplied } from '~/api/errors';
import { whenIdle } from '~/features/shell/whenIdle';
import { useLoginFirst } from '~/features/ui/follow/useLoginFirst';
import { failureNotice, type InteractionNotice } from '~/features/ui/interaction/useLike';
import { memberApi } from '~/features/ui/member/memberApi';

/**
 * A member's like of an answered question (questionPraise): once, as the spec's toggles say (like becomes liked).
 * After the first paint a signed-in reader's own state is read (questionDetail with their id, never from a shared
 * cache), so the count agrees with their like after a reload. A tap turns the button and moves the count at once;
 * a second tap, or one while the first is on its way, sends nothing; the publisher's answer sets the count, and a
 * refusal puts both back and says so. A failure that leaves it unknown whether the like was counted is asked again:
 * it counts once, so its answer is the publisher's state. A visitor's tap goes to login first and comes back to
 * this button, liked (useLoginFirst, docs/held-actions.md).
 */
export function useQuestionLike(id: number, likes: number, buttonId: string) {
  const [state, setState] = useState({ likes, liked: false });
  const [notice, setNotice] = useState<InteractionNotice>();
  const sending = useRef(false);
  const liked = useRef(false);
  const { loginFirst, resumed } = useLoginFirst(buttonId, `like:question:${id}`);

  const like = async () => {
    if (sending.current || liked.current) return;
    sending.current = true;
    try {
      const { api, signedIn } = await memberApi('ask');
      if (!signedIn) return void (await loginFirst());
      liked.current = true;
      setState((s) => ({ likes: s.likes + 1, liked: true }));
      setNotice(undefined);
      try {
        const answer = await api.like(id).catch((error: unknown) => {
          if (!mayHaveBeenApplied(error)) throw error;
          return api.like(id);
        });
        if (!answer.liked) throw new Error('like not counted');
        setState(answer);
      } catch (error) {
        liked.current = false;
        setState((s) => ({ likes: Math.max(0, s.likes - 1), liked: false }));
        setNotice(failureNotice(error));
      }
    } finally {
      sending.current = false;
    }
  };
  useEffect(() => {
    let live = true;
    const cancel = whenIdle(() => {
      void (async () => {
        const { api, signedIn } = await memberApi('ask');
        if (!signedIn) return;
        const fresh = await api.question(id);
        // a tap meanwhile: its answer is newer than this read
        if (!live || !fresh || sending.current || liked.current) return;
        liked.current = fresh.liked;
        setState({ likes: fresh.likes, liked: fresh.liked });
        // a visitor's 点赞 that led to login is done once they are back
        if (!fresh.liked && (await resumed()) && live) void like();
      })().catch(() => {
        // unknown: the page's count stands and the button still works
      });
    });
    return () => {
      live = false;
      cancel();
    };
    // like and resumed are this render's: the state is read once per question
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);

  return { ...state, notice, like };
}
