// A conversation the public reads leave out (a private circle's post, docs/circle.md), read as the signed-in member
// once the section is alive: the publisher answers its members alone, and nobody's page cache holds it.
import { useEffect, useState } from 'react';
import { useI18n } from '~/i18n/context';
import { formatCount } from '~/lib/count';
import { commentsApi } from './commentsClient';
import type { CommentsView, CommentView } from './commentView';
import { presentComment } from './present';

/** What the member's read found: the latest as they may read them and their count (undefined until then, or for
 * every other section). */
export interface MembersConversation {
  latest: CommentView[];
  count: string;
}

export function useMembersConversation(view: CommentsView): MembersConversation | undefined {
  const { t } = useI18n();
  const [found, setFound] = useState<MembersConversation>();
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
        setFound({
          latest: page.comments.map((c) => presentComment(c, now, t)),
          count: formatCount(page.total),
        });
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

  return found;
}
