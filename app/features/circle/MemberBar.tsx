// A member's controls on a circle's page: join or ask to join, withdraw a request (审核中), leave, and 发帖 where they
// may post; a keeper's own controls below (KeeperPanel, loaded for keepers alone). Loaded once the reader turns out
// to be a member.
import { lazy, Suspense, useRef, useState } from 'react';
import type { CircleDetail, Standing } from '~/api/circle/entities';
import { memberApi } from '~/features/ui/member/memberApi';
import { useI18n } from '~/i18n/context';
import { circleFailure } from './circleFailure';
import styles from './Circle.module.css';

const KeeperPanel = lazy(() => import('./KeeperPanel'));

export default function MemberBar({
  circle,
  standing,
  onStanding,
  onCompose,
}: {
  circle: CircleDetail;
  standing: Standing;
  onStanding: (standing: Standing) => void;
  onCompose: () => void;
}) {
  const { t } = useI18n();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const inFlight = useRef(false);

  async function act(kind: 'join' | 'quit') {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setProblem(undefined);
    try {
      const { api } = await memberApi('circle');
      onStanding(kind === 'join' ? await api.join(circle.id) : await api.quit(circle.id));
    } catch (error) {
      setProblem(circleFailure(error, t));
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  return (
    <>
      <div className={styles.bar}>
        {standing.state === 'none' && (
          <button type="button" className={styles.button} disabled={busy} onClick={() => void act('join')}>
            {t(circle.isPrivate ? 'circle.requestJoin' : 'circle.join')}
          </button>
        )}
        {standing.state === 'asked' && (
          <>
            <p className={styles.note} role="status">
              <strong>{t('circle.asked')}</strong> {t('circle.askedNote')}
            </p>
            <button
              type="button"
              className={styles.secondary}
              disabled={busy}
              onClick={() => void act('quit')}
            >
              {t('circle.form.cancel')}
            </button>
          </>
        )}
        {standing.state === 'member' && (
          <>
            {standing.canPost ? (
              <button type="button" className={styles.button} onClick={onCompose}>
                {t('circle.compose')}
              </button>
            ) : (
              <p className={styles.note}>{t('circle.composeKeepersOnly')}</p>
            )}
            <button
              type="button"
              className={styles.secondary}
              disabled={busy}
              onClick={() => void act('quit')}
            >
              {t('circle.leave')}
            </button>
          </>
        )}
        {standing.state !== 'member' && <p className={styles.note}>{t('circle.composeJoinFirst')}</p>}
        {problem && (
          <p className={styles.problem} role="alert">
            {problem}
          </p>
        )}
      </div>
      {standing.state === 'member' && standing.keeper && (
        <Suspense fallback={null}>
          <KeeperPanel circleId={circle.id} />
        </Suspense>
      )}
    </>
  );
}
