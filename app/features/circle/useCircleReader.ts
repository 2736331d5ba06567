// The reader's side of a circle's page, after hydration (the page itself is the same for every visitor and cached):
// their standing, and the posts as they see them (their own held and rejected ones, their likes, a private circle's
// posts once they are in it).
import { useEffect, useState } from 'react';
import type { Standing } from '~/api/circle/entities';
import { memberApi } from '~/features/ui/member/memberApi';
import { useI18n } from '~/i18n/context';
import type { CircleTab } from './circlePaths';
import type { PostView } from './postView';

export type Reader = { kind: 'loading' } | { kind: 'visitor' } | { kind: 'member'; standing: Standing };

export type ReaderPosts = { posts: PostView[]; hasMore: boolean; locked: boolean };

export function useCircleReader(circleId: number, tab: CircleTab, page: number) {
  const { t } = useI18n();
  const [reader, setReader] = useState<Reader>({ kind: 'loading' });
  const [posts, setPosts] = useState<ReaderPosts>();
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    void (async () => {
      try {
        const { api, signedIn } = await memberApi('circle');
        if (!signedIn) return current && setReader({ kind: 'visitor' });
        const [circle, mine] = await Promise.all([
          api.circle(circleId),
          api.posts({ circleId, listType: tab === 'hot' ? 2 : 1, page }),
        ]);
        if (!current || !circle) return;
        // the times in words: the page's own code, loaded when a member's posts need it
        const { presentPost } = await import('./present');
        if (!current) return;
        setReader({ kind: 'member', standing: circle.standing });
        const now = Date.now();
        setPosts({ ...mine, posts: mine.posts.map((p) => presentPost(p, now, t)) });
      } catch {
        // a sign-in that ran out reads as a visitor (login is offered); a failure leaves the page as every visitor
        // sees it, with the same way in
        if (current) setReader({ kind: 'visitor' });
      }
    })();
    return () => {
      current = false;
    };
    // `t` is the page's language, fixed for its life
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [circleId, tab, page, attempt]);

  return { reader, setReader, posts, setPosts, reload: () => setAttempt((n) => n + 1) };
}
