// Joining and leaving a circle, and the way to post: after hydration, by the reader's standing. Without JavaScript
// (and while it loads) nobody is known: the way in is the login, which brings the reader back. A member's controls
// (MemberBar) load once the reader turns out to be one.
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import type { CircleDetail, Standing } from '~/api/circle/entities';
import { useI18n } from '~/i18n/context';
import { href } from '~/lib/paths';
import { platform } from '~/platform/platform';
import { circlePath } from './circlePaths';
import type { Reader } from './useCircleReader';
import styles from './Circle.module.css';

const MemberBar = lazy(() => import('./MemberBar'));

export function JoinBar({
  circle,
  reader,
  onStanding,
  onCompose,
}: {
  circle: CircleDetail;
  reader: Reader;
  onStanding: (standing: Standing) => void;
  onCompose: () => void;
}) {
  const { t } = useI18n();
  if (circle.closed)
    return (
      <p className={`${styles.bar} ${styles.note}`} role="status">
        {t('circle.closed')}
      </p>
    );
  if (reader.kind === 'member')
    return (
      <Suspense fallback={null}>
        <MemberBar circle={circle} standing={reader.standing} onStanding={onStanding} onCompose={onCompose} />
      </Suspense>
    );
  return (
    <div className={styles.bar}>
      <Link
        className={styles.button}
        to={href.login(circlePath(circle.id))}
        onClick={(event) => {
          if (!platform().isNativeApp) return;
          event.preventDefault();
          platform().openLogin();
        }}
      >
        {t('circle.signInToJoin')}
      </Link>
    </div>
  );
}
