import { useEffect, useRef, useState } from 'react';
import { mayHaveBeenApplied } from '~/api/errors';
import { eventChannel } from '~/lib/codes';
import { platform } from '~/platform/platform';
import { whenIdle } from '~/features/shell/whenIdle';
import { useLoginFirst } from '../follow/useLoginFirst';
import { failureNotice, type InteractionNotice } from './useLike';

const interactionApi = async () => (await import('~/platform/publisher.client')).loadApi('interaction');

/**
 * A member's favourite (fav / favCancel, hasFav read after the first paint). The button turns at once; one call at
 * a time carries the latest state wanted, so quick taps end where the last one left it; a refusal puts back what
 * the publisher last confirmed, and says so. A failure that leaves it unknown whether the publisher saved the change
 * (a time-out after it did) is not taken for a refusal, which would show 收藏 over a favourite the member's list
 * holds: hasFav says what the publisher holds, and the button shows that (with the notice if it is not what was
 * asked), unless the reader tapped again meanwhile, whose wish is then sent. A tap before hasFav answers is not
 * undone by its answer. A visitor goes to login first and comes back to this button, saved (useLoginFirst).
 */
export function useFavourite(id: number, buttonId: string, picture?: string) {
  const [saved, setSaved] = useState(false);
  const [notice, setNotice] = useState<InteractionNotice>();
  const confirmed = useRef(false);
  const wanted = useRef(false);
  const sending = useRef(false);
  /** taps so far: whether the reader tapped before hasFav answered, or again while a call was out */
  const taps = useRef(0);
  const { loginFirst, resumed } = useLoginFirst(buttonId, `favourite:${id}`);

  useEffect(() => {
    let live = true;
    const cancel = whenIdle(() => {
      void interactionApi()
        .then(async (api) => (api.memberId() ? { on: await api.isFavourite(id) } : undefined))
        .then(async (member) => {
          if (!live) return;
          const on = member?.on ?? false;
          confirmed.current = on;
          // a tap before this answer is what the reader wants: keep it on screen, and send it if the publisher differs
          if (taps.current > 0) return sendLatest.current();
          wanted.current = on;
          setSaved(on);
          // a visitor's 收藏 that led to login is done once they are back
          if (member && !on && (await resumed()) && live && taps.current === 0) void toggleLatest.current();
        })
        .catch(() => {
          // unknown: the button reads "save" and still works
        });
    });
    return () => {
      live = false;
      cancel();
    };
    // resumed is this render's: the state is read once per article
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);

  /** what the publisher holds, or undefined when that cannot be had either */
  const heldNow = () =>
    interactionApi()
      .then((api) => api.isFavourite(id))
      .catch(() => undefined);

  const send = async (): Promise<void> => {
    if (sending.current || wanted.current === confirmed.current) return;
    sending.current = true;
    const asked = wanted.current;
    const tapsAtSend = taps.current;
    try {
      const channel = eventChannel({ inNativeApp: platform().isNativeApp, shareMode: false });
      await (await interactionApi()).favourite({ id, saved: asked, channel, picture });
      confirmed.current = asked;
      setNotice(undefined);
    } catch (error) {
      // fav and favCancel set a state: what the publisher holds now is the answer the failed call did not bring
      const held = mayHaveBeenApplied(error) ? await heldNow() : undefined;
      if (held === undefined) {
        wanted.current = confirmed.current;
        setSaved(confirmed.current);
        setNotice(failureNotice(error));
      } else {
        confirmed.current = held;
        if (taps.current === tapsAtSend) {
          wanted.current = held;
          setSaved(held);
          setNotice(held === asked ? undefined : 'failed');
        }
      }
    } finally {
      sending.current = false;
    }
    return send();
  };
  // the read above answers after renders: it sends with this render's article and picture, not its first render's
  const sendLatest = useRef(send);
  sendLatest.current = send;

  const toggle = async () => {
    if (!(await interactionApi()).memberId()) return loginFirst();
    taps.current++;
    wanted.current = !wanted.current;
    setSaved(wanted.current);
    void send();
  };
  const toggleLatest = useRef(toggle);
  toggleLatest.current = toggle;

  return { saved, notice, toggle };
}
