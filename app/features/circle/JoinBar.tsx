// Joining and leaving a circle, and the way to post: after hydration, by the reader's standing. Without JavaScript
// (and while it loads) nobody is known: the way in is the login, which brings the reader back.
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import type { CircleDetail, Standing } from '~/api/circle/entities';
import { memberApi } from '~/features/ui/member/memberApi';
import { useI18n } from '~/i18n/context';
import { href } from '~/lib/paths';
import { platform } from '~/platform/platform';
import { circlePath } from './circlePaths';
import type { Reader } from './useCircleReader';
import styles from './Circle.module.css';

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
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();
  const inFlight = useRef(false);

  if (circle.closed)
    return (
      <p className={`${styles.bar} ${styles.note}`} role="status">
        {t('circle.closed')}
      </p>
    );

  async function act(kind: 'join' | 'quit') {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setProblem(undefined);
    try {
      const { api } = await memberApi('circle');
      onStanding(kind === 'join' ? await api.join(circle.id) : await api.quit(circle.id));
    } catch (error) {
      // the words for a failure: loaded when one happens
      const { circleFailure } = await import('./circleFailure');
      setProblem(circleFailure(error, t));
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  const login = (key: 'circle.signInToJoin' | 'circle.signInToPost') => (
    <Link
      className={styles.button}
      to={href.login(circlePath(circle.id))}
      onClick={(event) => {
        if (!platform().isNativeApp) return;
        event.preventDefault();
        platform().openLogin();
      }}
    >
      {t(key)}
    </Link>
  );

  if (reader.kind !== 'member') return <div className={styles.bar}>{login('circle.signInToJoin')}</div>;
  const { standing } = reader;
  return (
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
          <button type="button" className={styles.secondary} disabled={busy} onClick={() => void act('quit')}>
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
          <button type="button" className={styles.secondary} disabled={busy} onClick={() => void act('quit')}>
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
  );
}
