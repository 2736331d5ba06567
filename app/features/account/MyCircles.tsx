// 我的圈子 on the member's page: the circles they are in (or asked to join, 审核中) and their own posts, newest first,
// a held or rejected one marked so with the reason (docs/circle.md).
import { useMemberRead } from '~/features/ui/member/useMemberRead';
import { useI18n } from '~/i18n/context';
import { MyList } from './MyList';

export function MyCircles() {
  const { t } = useI18n();
  const circles = useMemberRead('circle', async (api) =>
    (await api.myCircles()).map((circle) => ({
      key: circle.id,
      title: circle.name,
      to: `/circleDetail/${circle.id}.html`,
      ...(circle.standing.state === 'asked' ? { state: t('circle.asked') } : {}),
    })),
  );
  const posts = useMemberRead('circle', async (api) =>
    (await api.myPosts(0)).posts.map((post) => ({
      key: post.id,
      title: post.text,
      // a held or rejected post has no public page
      ...(post.state === 'public' ? { to: `/postDetail/${post.id}.html` } : {}),
      ...(post.state === 'held' ? { state: t('circle.held') } : {}),
      ...(post.state === 'rejected'
        ? {
            state: post.reason ? t('circle.rejected', { reason: post.reason }) : t('circle.rejectedNoReason'),
          }
        : {}),
    })),
  );
  return (
    <>
      <MyList id="my-circles" heading={t('circle.myCircles')} empty={t('circle.noCircles')} read={circles} />
      <MyList id="my-circle-posts" heading={t('circle.myPosts')} empty={t('mine.postsEmpty')} read={posts} />
    </>
  );
}
