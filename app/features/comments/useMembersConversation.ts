// A conversation the public reads leave out (a private circle's post, docs/circle.md), read as the signed-in member
// once the section is alive: the publisher answers its members alone, and nobody's page cache holds it.
import { useEffect, useState } from 'react';
import { useI18n } from '~/i18n/context';
import { formatCount } from '~/lib/count';
import { commentsApi } from './commentsClient';
import type { CommentsView } from './commentView';
import type { Feed } from './feed';
import { presentComment } from './present';

/** The count the member's read found (undefined until then, or for every other section). */
export function useMembersConversation(
  view: CommentsView,
  setFeed: (update: (feed: Feed) => Feed) => void,
): string | undefined {
  const { t } = useI18n();
  const [count, setCount] = useState<string>();
  const { membersOnly, articleId, source } = view;

  useEffect(() => {
    if (!membersOnly) return;
    let current = true;
    void commentsApi()
      .then(async (api) => {
        if (!api.memberId()) return;
        const page = await api.latestAsMember({ articleId, source, page: 0 });
        if (!current) return;
        const now = Date.now();
        const read = page.comments.map((c) => presentComment(c, now, t));
        // the member's own comments that wait for review came first (useMemberActions): they stay at the head
        setFeed((f) => ({
          hot: f.hot,
          latest: [...f.latest, ...read.filter((c) => !f.latest.some((own) => own.id === c.id))],
        }));
        setCount(formatCount(page.total));
      })
      .catch(() => {
        // without the member's read the section stays as every visitor sees it
      });
    return () => {
      current = false;
    };
    // `t` is the page's language, fixed for its life
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [membersOnly, articleId, source]);

  return count;
}
