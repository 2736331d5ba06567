// userDetail's circles: the public circles a member is in, each to its page, and their public posts there, as every
// reader sees them (in the server HTML, cached with the page). A private circle is its members' alone: never here.
import { Link } from 'react-router';
import { useI18n } from '~/i18n/context';
import { circlePath } from './circlePaths';
import type { MemberCirclesView } from './loadMemberCircles.server';
import { PostCard, PostCounts } from './PostCard';
import styles from './Circle.module.css';

export function MemberCircles({ data }: { data: MemberCirclesView | null }) {
  const { t } = useI18n();
  if (!data) return <p className={styles.empty}>{t('circle.member.failed')}</p>;
  if (data.circles.length === 0 && data.posts.length === 0)
    return <p className={styles.empty}>{t('circle.member.none')}</p>;
  return (
    <>
      {data.circles.length > 0 && (
        <ul className={styles.memberCircles} aria-label={t('circle.member.circles')}>
          {data.circles.map((c) => (
            <li key={c.id}>
              <Link className={styles.secondary} to={circlePath(c.id)}>
                {c.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {data.posts.map((post) => (
        <PostCard key={post.id} post={post} linked foot={<PostCounts post={post} />} />
      ))}
    </>
  );
}
