// 我的评论 on the member's page: every comment of theirs, newest first, 20 a page, each marked 审核中, 已通过 or 未通过
// with the newsroom's reason, and opening the comments of what it was said on (myDiscuss without rootID).
import type { MyComment } from '~/api/comments/entities';
import { useI18n } from '~/i18n/context';
import { MyList, type MyListItem } from './MyList';
import { useMyPages } from './useMyPages';

/** Where the comments of the thing are read: commentAll for articles, lives and 问吧 questions; a post's own page. */
function commentsOf({ comment, saidOn }: MyComment): string {
  if (saidOn === 6) return `/postDetail/${comment.articleId}.html`;
  return `/commentAll/${comment.articleId}/${saidOn === 1 || saidOn === 4 ? saidOn : 0}.html`;
}

export function MyComments() {
  const { t } = useI18n();
  const item = (mine: MyComment): MyListItem => {
    const { comment, title } = mine;
    const reason = comment.rejected?.reason;
    return {
      key: comment.id,
      title: comment.text,
      to: commentsOf(mine),
      state: comment.rejected
        ? reason
          ? t('mine.commentRejectedWhy', { reason })
          : t('mine.commentRejected')
        : comment.pending
          ? t('mine.commentPending')
          : t('mine.commentApproved'),
      detail: title ? t('mine.commentOn', { title }) : t('mine.commentOnThing'),
    };
  };
  const list = useMyPages('comments', async (api, page) => (await api.myComments(page)).map(item));
  return (
    <MyList
      id="my-comments"
      heading={t('mine.comments')}
      empty={t('mine.commentsEmpty')}
      read={list.read}
      more={list.more}
    />
  );
}
