import type { Clock } from '../clock.ts';
import { foldForMatching } from './word-list.ts';

/** The same text again from the same member within this window is held (a flood, a bot, a copied advert). */
const REPEAT_WINDOW_MS = 10 * 60_000;
const PER_MEMBER = 20;
const SWEEP_OVER = 20_000;

/**
 * What each member sent lately, in this process's memory: no query on the hot path. Texts are compared folded
 * (word-list.ts: full-width, case, spaces and symbols between characters do not make a text new); a text of
 * symbols alone (emoji) is compared as typed. Several processes each remember their own posts, so a repeat sent
 * to another process passes this rule (the others still apply).
 */
export function recentTexts(clock: Clock) {
  const byMember = new Map<number, { key: string; at: number }[]>();
  // members who went quiet are dropped when the map has doubled since the last sweep: a sweep per many posts
  let sweepAt = SWEEP_OVER;
  const keyOf = (text: string) => foldForMatching(text).join('') || text.normalize('NFKC');
  const fresh = (uid: number) => {
    const since = clock.now() - REPEAT_WINDOW_MS;
    return (byMember.get(uid) ?? []).filter((t) => t.at > since);
  };
  return {
    sentLately: (uid: number, text: string): boolean => {
      const key = keyOf(text);
      return fresh(uid).some((t) => t.key === key);
    },
    remember(uid: number, text: string): void {
      if (byMember.size > sweepAt) {
        for (const member of [...byMember.keys()]) if (fresh(member).length === 0) byMember.delete(member);
        sweepAt = Math.max(SWEEP_OVER, byMember.size * 2);
      }
      byMember.set(uid, [...fresh(uid), { key: keyOf(text), at: clock.now() }].slice(-PER_MEMBER));
    },
  };
}
