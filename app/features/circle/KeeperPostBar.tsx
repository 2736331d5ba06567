// A keeper's controls on a post of their circle (postDetail), loaded once the reader turns out to keep it: pin it at
// the head of the circle's lists or let it go, and remove it with a reason its author will read. The publisher checks
// again that the member keeps the circle; every action ends in words.
import { useState } from 'react';
import { memberApi } from '~/features/ui/member/memberApi';
import { useI18n } from '~/i18n/context';
import { platform } from '~/platform/platform';
import { circleFailure } from './circleFailure';
import type { PostView } from './postView';
import styles from './Circle.module.css';

export default function KeeperPostBar({ post, onRemoved }: { post: PostView; onRemoved: () => void }) {
  const { t } = useI18n();
  const [pinned, setPinned] = useState(post.pinned);
  const [removing, setRemoving] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();

  async function act(work: () => Promise<void>) {
    if (busy) return;
    setBusy(true);
    setProblem(undefined);
    try {
      await work();
    } catch (error) {
      setProblem(circleFailure(error, t));
    } finally {
      setBusy(false);
    }
  }

  const pin = () =>
    act(async () => {
      const { api } = await memberApi('circle');
      const now = await api.pin({ postId: post.id, pinned: !pinned });
      setPinned(now);
      platform().toast(t(now ? 'circle.keeper.pinned' : 'circle.keeper.unpinned'));
    });

  const remove = () =>
    act(async () => {
      const { api } = await memberApi('circle');
      await api.removePost({ postId: post.id, reason });
      onRemoved();
    });

  return (
    <section className={styles.keeper} aria-labelledby="circle-keeper-heading">
      <h2 id="circle-keeper-heading" className={styles.keeperHeading}>
        {t('circle.keeper.heading')}
      </h2>
      <div className={styles.bar}>
        <button
          type="button"
          className={styles.secondary}
          aria-pressed={pinned}
          disabled={busy}
          onClick={() => void pin()}
        >
          {t(pinned ? 'circle.keeper.unpin' : 'circle.keeper.pin')}
        </button>
        <button type="button" className={styles.secondary} onClick={() => setRemoving((r) => !r)}>
          {t('circle.keeper.remove')}
        </button>
      </div>
      {removing && (
        <form
          className={styles.form}
          aria-label={t('circle.keeper.remove')}
          onSubmit={(event) => {
            event.preventDefault();
            if (!reason.trim()) return setProblem(t('circle.keeper.removeEmpty'));
            void remove();
          }}
        >
          <textarea
            className={styles.field}
            aria-label={t('circle.keeper.removeReason')}
            placeholder={t('circle.keeper.removeReason')}
            maxLength={200}
            rows={2}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <button type="submit" className={styles.button} disabled={busy}>
            {t('circle.keeper.removeSend')}
          </button>
        </form>
      )}
      {problem && (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      )}
    </section>
  );
}
