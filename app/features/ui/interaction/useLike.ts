import { useEffect, useRef, useState } from 'react';
import { mayHaveBeenApplied } from '~/api/errors';
import { eventChannel } from '~/lib/codes';
import { whenIdle } from '~/features/shell/whenIdle';
import { platform } from '~/platform/platform';
import { forgetLike, hasLiked, rememberLike } from './likedArticles';

export type InteractionNotice = 'failed' | 'tooFast';

const loadApi = async () => (await import('~/platform/publisher.client')).loadApi;

/** What a failed write says to the reader: too many at once (429), or that it did not take. */
export function failureNotice(error: unknown): InteractionNotice {
  return (error as { httpStatus?: number }).httpStatus === 429 ? 'tooFast' : 'failed';
}

/**
 * Like (spec §4 toggles: like becomes liked, once). The button and count turn at once (optimistic); a second tap
 * sends nothing. The publisher counts one like per member or device, so a like sent twice (two tabs, a replay)
 * still counts once, and its answer sets the count. A refusal puts button and count back and says so. A failure
 * that leaves it unknown whether the publisher counted the like (a time-out after it did) is not taken for a
 * refusal, which would show 点赞 over a count that holds the like: the like is asked again, and since it counts
 * once its answer is the publisher's state (liked, and the count). Only when that fails too does the button go back.
 * The page's count may come from a shared cache a few seconds old: the live count is read after the first paint.
 */
export function useLike(id: number, likes: number, shareMode: boolean) {
  const [liked, setLiked] = useState(false);
  const [count, setCount] = useState(likes);
  const [notice, setNotice] = useState<InteractionNotice>();
  const sending = useRef(false);

  const acted = useRef(false);

  useEffect(() => {
    setLiked(hasLiked(id));
    let live = true;
    const cancel = whenIdle(() => {
      void loadApi()
        .then((load) => load('interaction'))
        .then((api) => api.counts(id))
        .then((counts) => {
          if (live && counts && !acted.current) setCount(counts.likes);
        })
        .catch(() => {
          // the page's count stands
        });
    });
    return () => {
      live = false;
      cancel();
    };
  }, [id]);

  const like = async () => {
    if (liked || sending.current) return;
    sending.current = true;
    acted.current = true;
    const before = count;
    setLiked(true);
    setCount(before + 1);
    setNotice(undefined);
    rememberLike(id);
    try {
      const channel = eventChannel({ inNativeApp: platform().isNativeApp, shareMode });
      const send = async () => (await loadApi())('article').then((api) => api.like({ id, channel }));
      const answer = await send().catch((error: unknown) => {
        if (!mayHaveBeenApplied(error)) throw error;
        return send();
      });
      if (answer.likes !== undefined) setCount(answer.likes);
      void import('./articleEvents').then((m) => m.articleLiked(id, shareMode));
    } catch (error) {
      forgetLike(id);
      setLiked(false);
      setCount(before);
      setNotice(failureNotice(error));
    } finally {
      sending.current = false;
    }
  };

  return { liked, count, notice, like };
}
